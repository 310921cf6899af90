// Run by bench/stats.mjs in a process of its own (with the react-server condition, as the app's server code
// expects): a year of page reads (10 million by default, BENCH_READS) in an embedded database in a temporary folder
// (or, with BENCH_DATABASE_URL, a fresh database on that PostgreSQL server), rolled up day by day as the server's
// sweep does, then the statistics page's queries for the year timed. Prints one JSON line of figures.
import { sql } from "drizzle-orm";
import { benchDatabase, p95 } from "./bench-database";
import { lastDays, statsFor } from "../src/server/stats/figures";
import { keepFirstReads, rollUpReads } from "../src/server/stats/rollups";

const READS = Number(process.env.BENCH_READS ?? 10_000_000);

const { database, drop } = await benchDatabase("bench-stats", { onDisk: true });
// A minute before the end of today (UTC): the worst moment, when today's reads, counted live, are a whole day's.
const now = new Date(Math.ceil(Date.now() / 86_400_000) * 86_400_000 - 60_000);
const year = 365 * 86_400;
let started = performance.now();
// READS reads spread evenly over the last year, in chunks of a million: 80 pages, a visitor key that repeats
// within a day (about four reads a visitor), one read in six from another site, one in twenty under a campaign.
for (let from = 1; from <= READS; from += 1_000_000) {
  const to = Math.min(READS, from + 999_999);
  await database.db.execute(sql`
    INSERT INTO page_reads (at, path, locale, device, visitor, referrer, utm_source, utm_campaign)
    SELECT ${now.toISOString()}::timestamptz - make_interval(secs => (n::float8 / ${READS}) * ${year}),
           '/page/' || (n % 80), (ARRAY['en', 'nl'])[1 + n % 2], (ARRAY['desktop', 'phone', 'tablet'])[1 + n % 3],
           md5((n / 4)::text), CASE WHEN n % 6 = 0 THEN (ARRAY['google.com', 'linkedin.com', 'bing.com'])[1 + n % 3] END,
           CASE WHEN n % 20 = 0 THEN 'newsletter' END, CASE WHEN n % 20 = 0 THEN 'issue-' || (n % 12) END
    FROM generate_series(${from}::int, ${to}::int) AS n`);
}
// Each visitor's first read of each day, as the server keeps them while it writes reads.
await database.db.execute(keepFirstReads);
// A lead for every two thousand reads, a third of them with a source.
await database.db.execute(sql`
  INSERT INTO submissions (form, fields, dedupe_key, created_at, source)
  SELECT 'contact', jsonb_build_object('firstName', 'Person' || n), 'k' || n,
         ${now.toISOString()}::timestamptz - make_interval(secs => (n::float8 / ${READS / 2000}) * ${year}),
         CASE WHEN n % 3 = 0 THEN jsonb_build_object('landing', '/page/' || (n % 80), 'source', 'linkedin', 'pages', '[]'::jsonb) END
  FROM generate_series(1, ${READS / 2000}) AS n`);
await database.db.execute(sql`ANALYZE`);
const seedMs = performance.now() - started;
started = performance.now();
const days = await rollUpReads(database.db, now);
const rollUpMs = performance.now() - started;

const figures = {
  reads: READS,
  database: database.kind === "postgres" ? "PostgreSQL" : "PGlite",
  seedMs: Math.round(seedMs),
  days,
  rollUpMs: Math.round(rollUpMs),
  year: await p95(() => statsFor(database.db, lastDays(365, now), now)),
  month: await p95(() => statsFor(database.db, lastDays(30, now), now)),
};
await drop();
console.log(JSON.stringify(figures));
