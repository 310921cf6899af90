import "server-only";
import { DAY, utcDay, utcDayStart } from "@/lib/time-zones";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { describeError, log } from "../log";

/**
 * The page reads of some days (a row of page_reads stands for `reads` of them), summed per UTC day (the days the
 * visitor keys are made for: a key is the same person only within one) in the shapes of the roll-up tables
 * (db/schema.ts statsDays, statsPages, statsTraits). The same queries fill the tables for a finished day and answer
 * for today, whose reads are still coming in. What is counted once a visitor (how many, where they came in, from
 * which site and campaign, on which device, in which editions) comes from their first read of the day, kept as
 * the reads are written (`stats_visitors`), so that no query sorts a day's reads.
 */
const readsOf = (from: Date, to: Date) => sql`
  SELECT (at AT TIME ZONE 'UTC')::date AS day, path, visitor, reads
  FROM page_reads WHERE at >= ${from.toISOString()}::timestamptz AND at < ${to.toISOString()}::timestamptz`;

const visitorsOf = (from: Date, to: Date) => sql`
  SELECT * FROM stats_visitors WHERE day >= ${utcDay(from)}::date AND day < ${utcDay(to)}::date`;

/**
 * Keeps the first reads of reads written without them (as the statistics bench and a test write theirs, in bulk),
 * the way the recorder keeps them (server/stats/recorder.ts); the migration that made the table did the same once.
 */
export const keepFirstReads = sql`
  INSERT INTO stats_visitors (day, visitor, at, path, referrer, utm_source, utm_campaign, device, read_en, read_nl)
  SELECT DISTINCT ON (day, visitor) day, visitor, at, path, referrer, utm_source, utm_campaign, device,
         bool_or(locale = 'en') OVER same, bool_or(locale = 'nl') OVER same
  FROM (SELECT (at AT TIME ZONE 'UTC')::date AS day, * FROM page_reads) AS reads
  WINDOW same AS (PARTITION BY day, visitor)
  ORDER BY day, visitor, at, id
  ON CONFLICT DO NOTHING`;

export const daysOf = (from: Date, to: Date): SQL => sql`
  WITH reads AS (${readsOf(from, to)}), visitors AS (${visitorsOf(from, to)})
  SELECT day, reads.reads, coalesce(visitors.visitors, 0)::int AS visitors
  FROM (SELECT day, sum(reads)::int AS reads FROM reads GROUP BY day) AS reads
  LEFT JOIN (SELECT day, count(*)::int AS visitors FROM visitors GROUP BY day) AS visitors USING (day)`;

export const pagesOf = (from: Date, to: Date): SQL => sql`
  WITH reads AS (${readsOf(from, to)}), visitors AS (${visitorsOf(from, to)}),
  -- Each visitor's reads of each page first, so that they are counted without a sort (count(DISTINCT) sorts).
  readers AS (SELECT day, path, visitor, sum(reads) AS reads FROM reads GROUP BY day, path, visitor),
  pages AS (SELECT day, path, sum(reads)::int AS reads, count(*)::int AS visitors FROM readers GROUP BY day, path),
  entries AS (SELECT day, path, count(*)::int AS entries FROM visitors GROUP BY day, path)
  SELECT pages.day, pages.path, pages.reads, pages.visitors, coalesce(entries.entries, 0)::int AS entries
  FROM pages LEFT JOIN entries USING (day, path)`;

export const traitsOf = (from: Date, to: Date): SQL => sql`
  WITH visitors AS (${visitorsOf(from, to)})
  SELECT day, 'referrer' AS kind, referrer AS name, count(*)::int AS visitors
    FROM visitors WHERE referrer IS NOT NULL GROUP BY day, referrer
  UNION ALL
  SELECT day, 'campaign', concat_ws(' / ', utm_source, utm_campaign), count(*)::int
    FROM visitors WHERE utm_source IS NOT NULL OR utm_campaign IS NOT NULL GROUP BY day, 2, 3
  UNION ALL
  SELECT day, 'edition', edition, count(*)::int
    FROM visitors, LATERAL (VALUES ('en', read_en), ('nl', read_nl)) AS editions (edition, read)
    WHERE read GROUP BY day, edition
  UNION ALL
  SELECT day, 'device', device, count(*)::int FROM visitors GROUP BY day, device`;

/** A finished day is rolled up this long after it ends, once the reads of its last second are written. */
const SETTLE_MS = 5 * 60_000;

/**
 * Rolls up every finished day not rolled up yet, from the first day with reads (or the day after the last one
 * rolled up) to yesterday, each day in one transaction; returns how many days. A second server doing the same at
 * the same moment is refused by the tables' keys, and its days are left to the first. The rolled-up days' first reads
 * are deleted.
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
  // The first reads of rolled-up days have served (and name the days' keys); late ones too.
  await db.execute(sql`DELETE FROM stats_visitors WHERE day <= (SELECT max(day) FROM stats_days)`);
  return days;
}
