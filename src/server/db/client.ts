import "server-only";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { config } from "../config";
import { shared } from "../shared-state";
import { keepDataPrivate, lockDataDir, makeDir, privateFolder } from "./lock";
import { startPgliteThread, type DataDirDump, type PgliteThread } from "./pglite-thread";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * PGlite only: its data folder as a tarball taken while no transaction is open, and the rows of `query` at that
   * moment (backups, privacy/backup.ts). PostgreSQL has pg_dump.
   */
  dump?(query: string): Promise<DataDirDump>;
  close(): Promise<void>;
}

export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true };

/** Committed SQL migrations, read at start (never during the build). */
const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), "src", "server", "db", "migrations");
/** Any fixed number: the key of the advisory lock that lets one process at a time migrate a server. */
const MIGRATION_LOCK = 720_145_001;

/** Opens a database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ("url" in options) {
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    pool.on("error", () => {
      // An idle client lost its server; the pool replaces it. Queries report their own errors.
    });
    try {
      const client = await pool.connect();
      try {
        await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db: drizzlePg(pool, { schema }), kind: "postgres", close: () => pool.end() };
  }

  let release = () => {};
  let dbDir: string | undefined;
  if ("dataDir" in options) {
    // Private before the database unpacks its first files into it (they are tightened once it has opened).
    privateFolder(options.dataDir);
    release = lockDataDir(options.dataDir);
    dbDir = path.join(/*turbopackIgnore: true*/ options.dataDir, "db");
    makeDir(dbDir);
  }
  let thread: PgliteThread;
  try {
    thread = await startPgliteThread(dbDir);
  } catch (error) {
    release();
    throw error;
  }
  try {
    const db = drizzlePglite(thread.client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS });
    if ("dataDir" in options) keepDataPrivate(options.dataDir);
    return {
      db,
      kind: "pglite",
      dump: (query) => thread.dump(query),
      close: async () => {
        await thread.close();
        release();
      },
    };
  } catch (error) {
    await thread.close();
    release();
    throw error;
  }
}

/**
 * The database of this process: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. Opened on first
 * use and kept in the shared state, because Next.js may load this module more than once (instrumentation,
 * routes). A failed open is forgotten, so the next request tries again.
 */
export function database(): Promise<Database> {
  if (!shared.database) {
    const { databaseUrl, dataDir } = config();
    const opening = openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
    shared.database = opening;
    opening.catch(() => {
      if (shared.database === opening) delete shared.database;
    });
  }
  return shared.database;
}

/** Closes the process's database, if it was opened. */
export async function closeDatabase(): Promise<void> {
  const opening = shared.database;
  delete shared.database;
  if (opening) await (await opening.catch(() => null))?.close();
}
