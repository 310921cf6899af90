import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { openDatabase, type Database, type Db } from "@/server/db/client";
import { forgetCounts } from "@/server/security/rate-limit";
import { templateImage } from "./pglite-template";
import { createTestDatabase, dropTestDatabase } from "./postgres";

export interface DatabaseTarget {
  name: string;
  /** A fresh, migrated, empty database; `drop` removes it. */
  create(): Promise<{ database: Database; url?: string; drop(): Promise<void> }>;
}

/**
 * A fresh embedded database in memory, started from the image of the migrated template (pglite-template.ts). A
 * new cluster cost 3.3 s of CPU here, opened as openDatabase opens it (initdb in WASM, then every migration);
 * one from the image 1.0 s; the suites open about twenty (2026-11-29). A new cluster's first start and its
 * migrations are what database.test.ts and the shared e2e server do. (A copy of the template folder opened from
 * disk cost as much as a new cluster: PGlite then writes every page through a system call.)
 */
export const embedded: DatabaseTarget = {
  name: "PGlite",
  async create() {
    const database = await openDatabase({ memory: true, image: await templateImage() });
    return { database, drop: () => database.close() };
  },
};

/** Embedded PGlite always; the PostgreSQL server of TEST_DATABASE_URL when it is set (CI sets it). */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [embedded];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: "PostgreSQL",
      async create() {
        const url = await createTestDatabase(serverUrl);
        const database = await openDatabase({ url });
        return {
          database,
          url,
          async drop() {
            await database.close();
            await dropTestDatabase(serverUrl, url);
          },
        };
      },
    });
  }
  return targets;
}

/**
 * A suite's own database of `target`: made before its tests (`use` receives it), dropped after them, and emptied
 * (emptyTables) before each test, ahead of the suite's own preparations.
 */
export function suiteDatabase(
  target: DatabaseTarget,
  use: (opened: { database: Database; url?: string }) => void,
): void {
  let created: Awaited<ReturnType<DatabaseTarget["create"]>> | undefined;
  beforeAll(async () => {
    created = await target.create();
    use(created);
  });
  afterAll(() => created?.drop());
  beforeEach(() => emptyTables(created!.database));
}

/** Empties every table but settings, and the rate limiter's counts in memory, between the tests of one suite. */
export async function emptyTables(database: Database): Promise<void> {
  forgetCounts(database);
  await database.db.execute(
    sql`TRUNCATE submissions, mail_outbox, newsletter_subscribers, form_drafts, rate_limits, staff, audit_log, campaigns CASCADE`,
  );
}

/** Runs raw SQL and returns its rows, for tests that look at the tables; both drivers answer with `{ rows }`. */
export async function rows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
