import "server-only";
import path from "node:path";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Client, Pool } from "pg";
import { config } from "../config";
import { shared } from "../shared-state";
import { keepDataPrivate, lockDataDir, makeDir, privateFolder } from "./lock";
import { startPgliteThread, type DataDirDump, type PgliteThread } from "./pglite-thread";
import { schema } from "./schema";

declare module "../shared-state" {
  interface SharedState {
    /** The process's database, opened on first use. */
    database?: Promise<Database>;
  }
}

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * PGlite only: its data folder as a tarball taken while no transaction is open, and the rows of `query` at that
   * moment (backups, privacy/backup.ts). PostgreSQL has pg_dump.
   */
  dump?(query: string): Promise<DataDirDump>;
  /**
   * Calls `listener` whenever mail waits to be sent, on any server of this database: a notification the database
   * sends when the transaction that queued it commits (migration 0023). Returns how to stop listening.
   */
  onMailQueued(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The channel of migration 0023's notifications. */
const MAIL_QUEUED = "mail_queued";

/** Waits before listening again after PostgreSQL's listening connection failed. */
const RELISTEN_MS = 1_000;

/**
 * The listeners of a PostgreSQL database's `mail_queued` notifications, on one connection of their own (a pool's
 * connections come and go): opened with the first listener, opened again a second after it fails (notifications
 * sent meanwhile are missed; the outbox's poll finds that mail), closed with the database.
 */
function pgNotifications(url: string) {
  const listeners = new Set<() => void>();
  let client: Client | undefined;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    if (closed || client) return;
    const connection = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client = connection;
    const lost = () => {
      if (client !== connection) return;
      client = undefined;
      void connection.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RELISTEN_MS);
    };
    connection.on("error", lost);
    connection.on("end", lost);
    connection.on("notification", () => {
      for (const listener of listeners) listener();
    });
    connection
      .connect()
      .then(() => connection.query(`LISTEN ${MAIL_QUEUED}`))
      .catch(lost);
  };
  return {
    listen(listener: () => void) {
      listeners.add(listener);
      connect();
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    },
  };
}

/** A server's URL, a data folder, or memory (new, or from a data folder's image: pglite-thread.ts). */
export type DatabaseOptions = { url: string } | { dataDir: string } | { memory: true; image?: string };

/** Committed SQL migrations, read at start (never during the build). */
const MIGRATIONS = path.join(/*turbopackIgnore: true*/ process.cwd(), "db", "migrations");
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
    const notifications = pgNotifications(options.url);
    return {
      db: drizzlePg(pool, { schema }),
      kind: "postgres",
      onMailQueued: (listener) => notifications.listen(listener),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
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
    thread = await startPgliteThread(dbDir, { image: "image" in options ? options.image : undefined });
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
      onMailQueued: (listener) => thread.listen(MAIL_QUEUED, listener),
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
