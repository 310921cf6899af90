// The statistics page over a year of page reads (bench/stats-year.ts, in a process of its own): how long the
// page's queries take for the last twelve months and the last thirty days, from the daily roll-ups with today's
// reads counted live, on PGlite and (with BENCH_DATABASE_URL) on PostgreSQL. Issue 46 asks for under 200 ms at
// ten million reads; the seeding and the roll-up of every day are timed too.
import { detail, figuresOf, row } from "./lib.mjs";

export async function benchStats() {
  const { BENCH_DATABASE_URL: server, ...embedded } = process.env;
  const runs = [figuresOf("stats-year.ts", [], embedded)];
  if (server) runs.push(figuresOf("stats-year.ts", [], { ...embedded, BENCH_DATABASE_URL: server }));
  for (const figures of runs) {
    const subject = `${figures.reads.toLocaleString("en-US")} reads over a year (${figures.database}), p95`;
    row("stats", subject, "statistics page, last 12 months", `${figures.year.toFixed(1)} ms`, {
      target: "< 200 ms",
      met: figures.year < 200,
    });
    row("stats", subject, "statistics page, last 30 days", `${figures.month.toFixed(1)} ms`, {
      target: "< 200 ms",
      met: figures.month < 200,
    });
    row("stats", subject, `roll-up of ${figures.days} days`, `${(figures.rollUpMs / 1000).toFixed(1)} s`);
    detail("stats", figures);
  }
}
