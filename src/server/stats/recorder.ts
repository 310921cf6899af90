import "server-only";
import type { Database } from "../db/client";
import { pageReads } from "../db/schema";
import { describeError, log } from "../log";
import type { PageRead } from "./reads";
import { saltOf, type SaltCache, visitorKey } from "./visitors";

/** A read waiting to be written, with what its key is made from (held in memory for a second at most). */
export interface PendingRead extends PageRead {
  network: string;
  userAgent: string;
}

/** Reads are written at most this long after they happen... */
const FLUSH_MS = 1_000;
/** ...or as soon as this many wait; a queue this long while the database is away drops the oldest. */
const BATCH = 500;
const QUEUE_MAX = 20_000;

/**
 * The rows of a batch: each read keyed under the salt, and the reads that differ in their time alone (the same
 * reader reading the same page again, from the same referrer and campaign, on the same kind of device) as one row
 * with their count and the first one's time. A busy reader, or a client hammering one page, costs one row a batch.
 */
export function folded(batch: readonly PendingRead[], salt: string): (typeof pageReads.$inferInsert)[] {
  const rows = new Map<string, typeof pageReads.$inferInsert & { reads: number }>();
  const keys = new Map<string, string>();
  for (const { network, userAgent, ...read } of batch) {
    const reader = `${network}\n${userAgent}`;
    let visitor = keys.get(reader);
    if (visitor === undefined) keys.set(reader, (visitor = visitorKey(salt, network, userAgent)));
    const { path, locale, referrer, utmSource, utmMedium, utmCampaign, device } = read;
    const same = JSON.stringify([visitor, path, locale, referrer, utmSource, utmMedium, utmCampaign, device]);
    const row = rows.get(same);
    if (row) row.reads += 1;
    else rows.set(same, { ...read, visitor, reads: 1 });
  }
  return [...rows.values()];
}

/**
 * Writes page reads off the request path: a read joins a queue in memory, and the queue is written in one insert
 * a second later (or at 500), with each reader's key made under the day's salt. A page never waits on the
 * database for its count; a database that is away loses counts, never a page.
 */
export class ReadRecorder {
  private queue: PendingRead[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** This server's memory of the day's salt. */
  readonly salts: SaltCache = {};

  constructor(private readonly database: () => Promise<Database>) {}

  add(read: PendingRead): void {
    if (this.queue.length >= QUEUE_MAX) this.queue.shift();
    this.queue.push(read);
    if (this.queue.length >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what waits, after any write under way; resolves when it is in the database (or given up). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.queue.splice(0);
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: PendingRead[]): Promise<void> {
    try {
      const database = await this.database();
      const { db } = database;
      // Today's salt for the whole batch: a read of a second before midnight is keyed as today's.
      const salt = await saltOf(database, new Date(), this.salts);
      await db.insert(pageReads).values(folded(batch, salt));
    } catch (error) {
      log.warn({ reads: batch.length, reason: describeError(error) }, "page reads not counted");
    }
  }
}
