import "server-only";
import { DAY, utcDay, utcDayStart } from "@/lib/time-zones";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { isoDate } from "../office/inbox-filter";
import { daysOf, pagesOf, traitsOf } from "./rollups";

/** The period the statistics page shows: its first and last UTC day (2026-11-28), both included. */
export interface StatsPeriod {
  from: string;
  to: string;
}

/** The longest period the page shows at once: two years of days. */
const MAX_DAYS = 731;

/** The last `days` days, today included. */
export const lastDays = (days: number, now: Date = new Date()): StatsPeriod => ({
  from: utcDay(new Date(utcDayStart(now).getTime() - (days - 1) * DAY)),
  to: utcDay(now),
});

/**
 * The period a query asks for (`from`, `to`), or the last 30 days; a day that is not one, a period that ends
 * before it starts or is longer than two years is named in `problem` and the default shown instead.
 */
export function parsePeriod(query: Record<string, string | string[] | undefined>, now: Date = new Date()) {
  const fallback = lastDays(30, now);
  const from = isoDate.safeParse(query.from);
  const to = isoDate.safeParse(query.to);
  if (query.from === undefined && query.to === undefined) return { period: fallback, problem: false };
  if (!from.success || !to.success) return { period: fallback, problem: true };
  const length = (Date.parse(to.data) - Date.parse(from.data)) / DAY + 1;
  if (length < 1 || length > MAX_DAYS) return { period: fallback, problem: true };
  return { period: { from: from.data, to: to.data }, problem: false };
}

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * A roll-up table's rows for the period, with today's (not rolled up yet) computed from the reads themselves by
 * the same query that rolls a day up.
 */
function withToday(
  table: string,
  columns: string,
  period: StatsPeriod,
  live: (from: Date, to: Date) => SQL,
  now: Date,
) {
  const today = utcDayStart(now);
  const past = sql`SELECT ${sql.raw(columns)} FROM ${sql.raw(table)}
    WHERE day >= ${period.from}::date AND day <= ${period.to}::date AND day < ${utcDay(today)}::date`;
  if (period.to < utcDay(today) || period.from > utcDay(today)) return past;
  return sql`${past} UNION ALL SELECT ${sql.raw(columns)} FROM (${live(today, new Date(today.getTime() + DAY))}) AS live`;
}

/** The leads of the period: every message (not spam, not a newsletter sign-up, not merged into another). */
const leadsIn = (period: StatsPeriod) => sql`spam = false AND form <> 'newsletter' AND merged_into IS NULL
  AND created_at >= ${period.from}::date AND created_at < ${period.to}::date + 1`;

/** What the statistics page shows for a period: the figures per day, the top lists, and the leads by source. */
export async function statsFor(db: Db, period: StatsPeriod, now: Date = new Date()) {
  const days = withToday("stats_days", "day, reads, visitors", period, daysOf, now);
  const pages = withToday("stats_pages", "day, path, reads, visitors, entries", period, pagesOf, now);
  const traits = withToday("stats_traits", "day, kind, name, visitors", period, traitsOf, now);
  // The pages once (today's from the reads is the costly part), sorted two ways below.
  const [perDay, pageRows, traitRows, leads, landings, bySource] = await Promise.all([
    rowsOf<{ day: string; reads: number; visitors: number }>(
      db,
      sql`SELECT day::text, reads, visitors FROM (${days}) AS d ORDER BY day`,
    ),
    rowsOf<{ path: string; reads: number; visitors: number; entries: number }>(
      db,
      sql`SELECT path, sum(reads)::int AS reads, sum(visitors)::int AS visitors, sum(entries)::int AS entries
          FROM (${pages}) AS p GROUP BY path`,
    ),
    rowsOf<{ kind: string; name: string; visitors: number }>(
      db,
      sql`SELECT kind, name, sum(visitors)::int AS visitors FROM (${traits}) AS t
          GROUP BY kind, name ORDER BY kind, visitors DESC, name`,
    ),
    rowsOf<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS count FROM submissions WHERE ${leadsIn(period)}`,
    ),
    rowsOf<{ landing: string; leads: number }>(
      db,
      sql`SELECT source->>'landing' AS landing, count(*)::int AS leads FROM submissions
          WHERE ${leadsIn(period)} AND source IS NOT NULL GROUP BY 1`,
    ),
    rowsOf<{ origin: string | null; month: string; leads: number }>(
      db,
      sql`SELECT origin, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, count(*)::int AS leads
          FROM submissions WHERE ${leadsIn(period)} GROUP BY 1, 2 ORDER BY 2, 3 DESC`,
    ),
  ]);
  const leadsOfLanding = new Map(landings.map((row) => [row.landing, row.leads]));
  // Every day of the period, a day without reads as zeros (a day before the first read was never rolled up).
  const counted = new Map(perDay.map((row) => [row.day, row]));
  const everyDay = [];
  for (let at = Date.parse(period.from); at <= Date.parse(period.to); at += DAY) {
    const name = utcDay(new Date(at));
    everyDay.push(counted.get(name) ?? { day: name, reads: 0, visitors: 0 });
  }
  const top = (kind: string) => traitRows.filter((row) => row.kind === kind).slice(0, 10);
  return {
    period,
    perDay: everyDay,
    reads: perDay.reduce((sum, row) => sum + row.reads, 0),
    visitors: perDay.reduce((sum, row) => sum + row.visitors, 0),
    leads: leads[0]?.count ?? 0,
    topPages: [...pageRows]
      .sort((one, other) => other.reads - one.reads || one.path.localeCompare(other.path))
      .slice(0, 10)
      .map(({ path, reads, visitors }) => ({ path, reads, visitors })),
    entryPages: pageRows
      .filter((row) => row.entries > 0)
      .sort((one, other) => other.entries - one.entries || one.path.localeCompare(other.path))
      .slice(0, 10)
      .map(({ path, entries }) => ({ path, entries, leads: leadsOfLanding.get(path) ?? 0 })),
    referrers: top("referrer"),
    campaigns: top("campaign"),
    editions: top("edition"),
    devices: top("device"),
    bySource,
  };
}

export type Stats = Awaited<ReturnType<typeof statsFor>>;
