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

/** Reads waiting as rows: the first read of each and how many reads it stands for. */
type PendingRow = PendingRead & { reads: number };

/** Reads are written at most this long after they happen... */
const FLUSH_MS = 1_000;
/** ...or as soon as this many rows wait; a queue this long while the database is away drops the oldest. */
const BATCH = 500;
const QUEUE_MAX = 20_000;

/**
 * Writes page reads off the request path: a read joins a queue in memory, and the queue is written in one insert
 * a second later (or at 500 rows), with each reader's key made under the day's salt. Reads that differ in their
 * time alone (the same reader reading the same page again, from the same referrer and campaign, on the same kind
 * of device) wait as one row with their count and the first one's time, so a busy reader, or a client hammering
 * one page, costs one row and one write a second, where a write every 500 reads made counting cost 40 % of the
 * serving bench's throughput. A page never waits on the database for its count; a database that is away loses
 * counts, never a page.
 */
export class ReadRecorder {
  private queue = new Map<string, PendingRow>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** This server's memory of the day's salt. */
  readonly salts: SaltCache = {};

  constructor(private readonly database: () => Promise<Database>) {}

  add(read: PendingRead): void {
    const { network, userAgent, path, locale, referrer, utmSource, utmMedium, utmCampaign, device } = read;
    const same = JSON.stringify([
      network,
      userAgent,
      path,
      locale,
      referrer,
      utmSource,
      utmMedium,
      utmCampaign,
      device,
    ]);
    const row = this.queue.get(same);
    if (row) {
      row.reads += 1;
      return;
    }
    if (this.queue.size >= QUEUE_MAX) this.queue.delete(this.queue.keys().next().value!);
    this.queue.set(same, { ...read, reads: 1 });
    if (this.queue.size >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what waits, after any write under way; resolves when it is in the database (or given up). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.queue.values()];
    this.queue.clear();
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: PendingRow[]): Promise<void> {
    try {
      const database = await this.database();
      const { db } = database;
      // Today's salt for the whole batch: a read of a second before midnight is keyed as today's.
      const salt = await saltOf(database, new Date(), this.salts);
      const keys = new Map<string, string>();
      await db.insert(pageReads).values(
        batch.map(({ network, userAgent, ...row }) => {
          const reader = `${network}\n${userAgent}`;
          let visitor = keys.get(reader);
          if (visitor === undefined) keys.set(reader, (visitor = visitorKey(salt, network, userAgent)));
          return { ...row, visitor };
        }),
      );
    } catch (error) {
      const reads = batch.reduce((sum, row) => sum + row.reads, 0);
      log.warn({ reads, reason: describeError(error) }, "page reads not counted");
    }
  }
}
