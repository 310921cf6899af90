import "server-only";
import type { IncomingHttpHeaders } from "node:http";
import type { Database } from "../db/client";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { utcDay } from "@/lib/time-zones";
import { pageReads, statsVisitors } from "../db/schema";
import { describeError, log } from "../log";
import { clientNetwork } from "../security/client-address";
import { isPageRead, readOf, type PageRead } from "./reads";
import { saltOf, type SaltCache, visitorKey } from "./visitors";

declare module "../shared-state" {
  interface SharedState {
    /** The page reads waiting to be written (started with the services, runtime.ts). */
    reads?: ReadRecorder;
  }
}

/** Reads of one page asked the same way by one reader: how many, and when the first was. */
interface Tally {
  reads: number;
  at: number;
}

/** A row to write: what is counted of a read, who read it (to make their key) and how many reads it stands for. */
interface PendingRow extends PageRead {
  network: string;
  userAgent: string;
  reads: number;
  at: Date;
}

/** Reads are written at most this long after they happen... */
const FLUSH_MS = 1_000;
/** ...or as soon as this many kinds of read wait; while the database is away, new kinds beyond this are dropped. */
const BATCH = 500;
const QUEUE_MAX = 20_000;

/** `map`'s entry for `key`, made empty the first time. */
function within<T>(map: Map<string, Map<string, T>>, key: string): Map<string, T> {
  let inner = map.get(key);
  if (inner === undefined) map.set(key, (inner = new Map()));
  return inner;
}

/**
 * Writes page reads off the request path. A read is tallied in memory as the request gave it (client address,
 * browser, address asked and referring page), which costs a few map lookups and makes nothing when the same
 * reader asks for the same page again; the serving bench found that making a read's record and key on each request
 * cost more than a third of the home page's throughput. A second later (or at 500 kinds of read) the tallies are
 * worked out (`readOf`), folded where they come to the same row, keyed under the day's salt and written in one
 * insert, each row with its count and the first read's time. A page never waits on the database for its count; a
 * database that is away loses counts, never a page.
 */
export class ReadRecorder {
  /** Client address → browser → address asked → referring page → tally. */
  private tallies = new Map<string, Map<string, Map<string, Map<string, Tally>>>>();
  private kinds = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  /** This server's memory of the day's salt. */
  readonly salts: SaltCache = {};

  /** `siteHost`: this site's host name, which is no referrer. */
  constructor(
    private readonly database: () => Promise<Database>,
    private readonly siteHost: string,
  ) {}

  /** Counts a request answered 200 from `address` if it is a person reading a page (`isPageRead`). */
  add(method: string | undefined, url: string, headers: IncomingHttpHeaders, address: string): void {
    if (!isPageRead(method, url, headers)) return;
    const byUrl = within(within(this.tallies, address), headers["user-agent"]!);
    const byReferrer = within(byUrl, url);
    const referer = headers.referer ?? "";
    const tally = byReferrer.get(referer);
    if (tally) {
      tally.reads += 1;
      return;
    }
    if (this.kinds >= QUEUE_MAX) return;
    byReferrer.set(referer, { reads: 1, at: Date.now() });
    this.kinds += 1;
    if (this.kinds >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what waits, after any write under way; resolves when it is in the database (or given up). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows();
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  /** The tallies as rows, those that come to the same row folded into one; the tallies are emptied. */
  private rows(): PendingRow[] {
    const rows = new Map<string, PendingRow>();
    for (const [address, byAgent] of this.tallies) {
      const network = clientNetwork(address);
      for (const [userAgent, byUrl] of byAgent)
        for (const [url, byReferrer] of byUrl)
          for (const [referer, { reads, at }] of byReferrer) {
            const read = readOf(url, referer, userAgent, this.siteHost);
            if (!read) continue;
            const same = JSON.stringify([network, userAgent, ...Object.values(read)]);
            const row = rows.get(same);
            if (!row) rows.set(same, { ...read, network, userAgent, reads, at: new Date(at) });
            else {
              row.reads += reads;
              if (at < row.at.getTime()) row.at = new Date(at);
            }
          }
    }
    this.tallies.clear();
    this.kinds = 0;
    return [...rows.values()];
  }

  private async write(batch: PendingRow[]): Promise<void> {
    try {
      const database = await this.database();
      // Today's salt for the whole batch: a read of a second before midnight is keyed as today's.
      const salt = await saltOf(database, new Date(), this.salts);
      const keys = new Map<string, string>();
      const rows = batch.map(({ network, userAgent, ...row }) => {
        const reader = `${network}\n${userAgent}`;
        let visitor = keys.get(reader);
        if (visitor === undefined) keys.set(reader, (visitor = visitorKey(salt, network, userAgent)));
        return { ...row, visitor };
      });
      await database.db.transaction(async (tx) => {
        await tx.insert(pageReads).values(rows);
        await tx
          .insert(statsVisitors)
          .values(firstReads(rows))
          .onConflictDoUpdate({
            target: [statsVisitors.day, statsVisitors.visitor],
            set: {
              at: sql`least(${statsVisitors.at}, excluded.at)`,
              path: earlier(statsVisitors.path, "path"),
              referrer: earlier(statsVisitors.referrer, "referrer"),
              utmSource: earlier(statsVisitors.utmSource, "utm_source"),
              utmCampaign: earlier(statsVisitors.utmCampaign, "utm_campaign"),
              readEn: sql`${statsVisitors.readEn} OR excluded.read_en`,
              readNl: sql`${statsVisitors.readNl} OR excluded.read_nl`,
            },
          });
      });
    } catch (error) {
      const reads = batch.reduce((sum, row) => sum + row.reads, 0);
      log.warn({ reads, reason: describeError(error) }, "page reads not counted");
    }
  }
}

/** A row of `page_reads` as the recorder writes it. */
type KeyedRead = Omit<PendingRow, "network" | "userAgent"> & { visitor: string };

/**
 * Each visitor's first read of each day in `rows`, with the editions they read in (`stats_visitors`). The batch may
 * hold a reader's reads in any order, and another server may have written an earlier one: the upsert keeps the
 * earliest (`earlier`).
 */
function firstReads(rows: KeyedRead[]): (typeof statsVisitors.$inferInsert)[] {
  const firsts = new Map<string, typeof statsVisitors.$inferInsert & { at: Date }>();
  for (const { at, visitor, path, referrer, utmSource, utmCampaign, device, locale } of rows) {
    const day = utcDay(at);
    const key = `${day}\n${visitor}`;
    const first = firsts.get(key);
    const read = { day, visitor, at, path, referrer, utmSource, utmCampaign, device };
    if (!first) firsts.set(key, { ...read, readEn: locale === "en", readNl: locale === "nl" });
    else {
      if (at < first.at) Object.assign(first, read);
      first.readEn ||= locale === "en";
      first.readNl ||= locale === "nl";
    }
  }
  return [...firsts.values()];
}

/** On a visitor's second write of a day: the column's value from whichever of the two reads came first. */
const earlier = (column: AnyPgColumn, name: string) =>
  sql`CASE WHEN excluded.at < ${statsVisitors.at} THEN ${sql.raw(`excluded.${name}`)} ELSE ${column} END`;
