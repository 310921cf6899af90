import "server-only";
import { statfs } from "node:fs/promises";
import path from "node:path";
import { count, inArray, sql } from "drizzle-orm";
import { config, type Config } from "./config";
import { database, type Database } from "./db/client";
import { mailOutbox, settings, type OutboxStatus } from "./db/schema";
import { describeError, log } from "./log";
import { shared } from "./shared-state";

declare module "./shared-state" {
  interface SharedState {
    /** The health checker of GET /api/health. */
    health?: () => Promise<Health>;
  }
}

export type Health =
  | { ok: true; body: { status: "ok"; outbox: { pending: number; dead: number } } }
  | { ok: false; body: { status: "unavailable" } };

const UNAVAILABLE: Health = { ok: false, body: { status: "unavailable" } };

/**
 * The free space health asks of the data folder's disk: 20 MiB. Below it, health answers 503 before a post fails.
 * The embedded database needs room for a whole new write-ahead log segment (16 MiB: PostgreSQL's size, which PGlite
 * keeps) when its current one fills, and then refuses every write, even of one row, if it cannot make one; the
 * other 4 MiB are for table and index pages and for the mail copies (DATA_DIR/mail) of the posts that come while
 * an operator sees the alert. A free-space figure rather than a probe write: a write that would truly need new
 * space cannot be made cheaply (an update of one row reuses its page, and the log segments are made in advance),
 * and a full disk shows in the figure before the database fails.
 */
export const MIN_FREE_BYTES = 20 * 1024 * 1024;

/** Health checks the database at most once in this many milliseconds, however often it is asked. */
export const HEALTH_INTERVAL_MS = 1_000;

/** A folder whose disk must keep free space for the site to take posts. */
export interface DiskWatch {
  dir: string;
  /** MIN_FREE_BYTES unless set. */
  minFreeBytes?: number;
}

/**
 * The statuses health counts. Sent mail, nearly every row of the outbox, is not among them: the count reads
 * these statuses' entries of the outbox's (status, next_attempt_at) index, however many mails were ever sent.
 */
const BACKLOG: OutboxStatus[] = ["pending", "sending", "dead"];

/** The outbox's rows by status, those of BACKLOG only. */
export function backlogQuery(database: Database) {
  return database.db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, BACKLOG))
    .groupBy(mailOutbox.status);
}

/**
 * Bytes this server may still write on the disk of `dir`, or of its nearest existing parent (the mail folder is made
 * on first use). `bavail`, not `bfree`: the blocks a file system keeps for root are not ours to count on.
 */
async function freeBytes(dir: string): Promise<number> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const disk = await statfs(current);
      return disk.bavail * disk.bsize;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
      if (!missing || path.dirname(current) === current) throw error;
    }
  }
}

/**
 * Whether the site can take a lead now, checked once: the disk of `disk.dir` must have MIN_FREE_BYTES free, then
 * the database must accept a write (a read-only database, or one that refuses writes, answers reads but loses
 * every post), then the outbox's backlog. Only what an operator's monitor needs is shown; the cause of a failure
 * goes to the log. Never rejects. GET /api/health asks through healthChecker, which paces it.
 */
export async function checkHealth(open: () => Promise<Database>, disk?: DiskWatch): Promise<Health> {
  if (disk) {
    const minimum = disk.minFreeBytes ?? MIN_FREE_BYTES;
    try {
      const free = await freeBytes(disk.dir);
      if (free < minimum) {
        log.error(
          { dir: path.resolve(disk.dir), freeBytes: free, minFreeBytes: minimum },
          "health check failed: the data folder's disk is nearly full",
        );
        return UNAVAILABLE;
      }
    } catch (error) {
      log.error(
        { reason: describeError(error) },
        "health check failed: the data folder's disk cannot be read",
      );
      return UNAVAILABLE;
    }
  }
  try {
    const database = await open();
    await database.db
      .insert(settings)
      .values({ key: "health_check", value: new Date().toISOString() })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    const byStatus = await backlogQuery(database);
    const total = (...statuses: OutboxStatus[]) =>
      byStatus.reduce((sum, row) => (statuses.includes(row.status) ? sum + row.count : sum), 0);
    return {
      ok: true,
      body: { status: "ok", outbox: { pending: total("pending", "sending"), dead: total("dead") } },
    };
  } catch (error) {
    log.error({ reason: describeError(error) }, "health check failed: the database cannot take a write");
    return UNAVAILABLE;
  }
}

export interface HealthCheckerOptions {
  open: () => Promise<Database>;
  disk?: DiskWatch;
  /** Milliseconds on a clock that never goes back; performance.now() unless set (tests move their own). */
  now?: () => number;
}

/**
 * checkHealth, paced: a check starts only when none is running and the last one started HEALTH_INTERVAL_MS ago
 * or more; every other caller gets the answer of the running or the last check. However often health is asked
 * (it is public, so anyone may ask), the database sees at most one write a second from it, and callers who come
 * while the database is slow wait for the same check instead of piling up more. An answer is at most a second
 * old, which an uptime monitor polling every half minute does not notice. Nothing runs between calls: the time is
 * compared when a call comes, so no timer keeps the process alive.
 */
export function healthChecker({
  open,
  disk,
  now = () => performance.now(),
}: HealthCheckerOptions): () => Promise<Health> {
  let last: { startedAt: number; health: Promise<Health>; running: boolean } | undefined;
  return () => {
    const time = now();
    if (last && (last.running || time - last.startedAt < HEALTH_INTERVAL_MS)) return last.health;
    const check = { startedAt: time, health: checkHealth(open, disk), running: true };
    void check.health.then(() => (check.running = false));
    last = check;
    return check.health;
  };
}

/**
 * The disk health watches for this server's settings: DATA_DIR when the server writes there, that is when the
 * embedded database keeps its files there or mail goes to files (DATA_DIR/mail); none when it uses a PostgreSQL
 * server and SMTP. A PostgreSQL server's disk is not ours to see: health sees there only what the server says,
 * a refused write (a read-only server, or a disk so full that the one-row write fails), not a disk that is nearly
 * full while that write still fits. Watch that disk with the server's own monitoring.
 */
export function watchedDisk(
  settings: Pick<Config, "dataDir" | "databaseUrl" | "smtpUrl">,
): DiskWatch | undefined {
  return settings.databaseUrl && settings.smtpUrl ? undefined : { dir: settings.dataDir };
}

/**
 * The health of this process (GET /api/health), from one checker per process kept in the shared state (Next.js
 * may load this module more than once), made on first use.
 */
export function siteHealth(): Promise<Health> {
  shared.health ??= healthChecker({ open: database, disk: watchedDisk(config()) });
  return shared.health();
}
