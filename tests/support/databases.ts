import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Client } from "pg";
import { openDatabase, type Database } from "@/server/db/client";

export interface DatabaseTarget {
  name: string;
  /** A fresh, migrated, empty database; `drop` removes it. */
  create(): Promise<{ database: Database; url?: string; drop(): Promise<void> }>;
}

/** Embedded PGlite always; the PostgreSQL server of TEST_DATABASE_URL when it is set (CI sets it). */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [
    {
      name: "PGlite",
      async create() {
        const database = await openDatabase({ memory: true });
        return { database, drop: () => database.close() };
      },
    },
  ];
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

/** A new database on the server of `serverUrl`, so tests never share tables. Returns its URL. */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(serverUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Empties every table but settings, between the tests of one suite. */
export async function emptyTables(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE submissions, mail_outbox, newsletter_subscribers, form_drafts, rate_limits CASCADE`,
  );
}
