import "server-only";
import { DAY, utcDayStart } from "@/lib/time-zones";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { describeError, log } from "../log";

/**
 * The page reads of some days (a row of page_reads stands for `reads` of them), summed per UTC day (the days the visitor keys are made for: a key is the same
 * person only within one) in the shapes of the roll-up tables (db/schema.ts statsDays, statsPages, statsTraits).
 * The same queries fill the tables for a finished day and answer for today, whose reads are still coming in.
 */
const readsOf = (from: Date, to: Date) => sql`
  SELECT (at AT TIME ZONE 'UTC')::date AS day, path, locale, device, referrer, utm_source, utm_campaign, visitor,
         at, id, reads
  FROM page_reads WHERE at >= ${from.toISOString()}::timestamptz AND at < ${to.toISOString()}::timestamptz`;

/** Each visitor's first read of the day: where they came in, from which site, under which campaign. */
const firstReads = sql`SELECT DISTINCT ON (day, visitor) * FROM reads ORDER BY day, visitor, at, id`;

export const daysOf = (from: Date, to: Date): SQL => sql`
  WITH reads AS (${readsOf(from, to)})
  SELECT day, sum(reads)::int AS reads, count(DISTINCT visitor)::int AS visitors FROM reads GROUP BY day`;

export const pagesOf = (from: Date, to: Date): SQL => sql`
  WITH reads AS (${readsOf(from, to)}), first AS (${firstReads}),
  pages AS (
    SELECT day, path, sum(reads)::int AS reads, count(DISTINCT visitor)::int AS visitors FROM reads GROUP BY day, path
  ),
  entries AS (SELECT day, path, count(*)::int AS entries FROM first GROUP BY day, path)
  SELECT pages.day, pages.path, pages.reads, pages.visitors, coalesce(entries.entries, 0)::int AS entries
  FROM pages LEFT JOIN entries USING (day, path)`;

export const traitsOf = (from: Date, to: Date): SQL => sql`
  WITH reads AS (${readsOf(from, to)}), first AS (${firstReads})
  SELECT day, 'referrer' AS kind, referrer AS name, count(*)::int AS visitors
    FROM first WHERE referrer IS NOT NULL GROUP BY day, referrer
  UNION ALL
  SELECT day, 'campaign', concat_ws(' / ', utm_source, utm_campaign), count(*)::int
    FROM first WHERE utm_source IS NOT NULL OR utm_campaign IS NOT NULL GROUP BY day, 2, 3
  UNION ALL
  SELECT day, 'edition', locale, count(DISTINCT visitor)::int FROM reads GROUP BY day, locale
  UNION ALL
  SELECT day, 'device', device, count(DISTINCT visitor)::int FROM reads GROUP BY day, device`;

/** A finished day is rolled up this long after it ends, once the reads of its last second are written. */
const SETTLE_MS = 5 * 60_000;

/**
 * Rolls up every finished day not rolled up yet, from the first day with reads (or the day after the last one
 * rolled up) to yesterday, each day in one transaction; returns how many days. A second server doing the same at
 * the same moment is refused by the tables' keys, and its days are left to the first.
 */
export async function rollUpReads(db: Db, now: Date = new Date()): Promise<number> {
  const until = utcDayStart(new Date(now.getTime() - SETTLE_MS));
  const [next] = (
    (await db.execute(sql`
      SELECT coalesce(
        (SELECT max(day) + 1 FROM stats_days),
        (SELECT min((at AT TIME ZONE 'UTC')::date) FROM page_reads)
      )::text AS day`)) as unknown as { rows: { day: string | null }[] }
  ).rows;
  if (!next?.day) return 0;
  let days = 0;
  for (let day = new Date(`${next.day}T00:00:00Z`); day < until; day = new Date(day.getTime() + DAY)) {
    const end = new Date(day.getTime() + DAY);
    try {
      await db.transaction(async (tx) => {
        // A day without reads is rolled up as zeros, so that the next run starts after it.
        await tx.execute(sql`
          INSERT INTO stats_days (day, reads, visitors)
          SELECT ${day.toISOString().slice(0, 10)}::date, coalesce(sum(reads), 0), coalesce(sum(visitors), 0)
          FROM (${daysOf(day, end)}) AS found`);
        await tx.execute(
          sql`INSERT INTO stats_pages (day, path, reads, visitors, entries) ${pagesOf(day, end)}`,
        );
        await tx.execute(sql`INSERT INTO stats_traits (day, kind, name, visitors) ${traitsOf(day, end)}`);
      });
      days += 1;
    } catch (error) {
      log.warn(
        { day: day.toISOString().slice(0, 10), reason: describeError(error) },
        "page reads not rolled up",
      );
      break;
    }
  }
  return days;
}
