// Run by bench/office.mjs in a process of its own (with the react-server condition, as the app's server code
// expects): 100,000 messages in an embedded database, then the inbox's queries timed as the office runs them.
// Prints one JSON line of figures.
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { cursorText, inboxPage, parseCursor } from "../src/server/office/inbox";
import { parseInboxFilter } from "../src/server/office/inbox-filter";

const COUNT = Number(process.env.BENCH_INBOX_ROWS ?? 100_000);
const RUNS = 15;

const database = await openDatabase({ memory: true });
const seeded = performance.now();
await database.db.execute(sql`
  INSERT INTO submissions (form, fields, dedupe_key, created_at, status, spam)
  SELECT (ARRAY['contact', 'get-in-touch', 'partnership'])[1 + n % 3],
         jsonb_build_object(
           'firstName', 'Person' || n, 'lastName', 'Surname' || (n % 977), 'email', 'person' || n || '@example' || (n % 50) || '.com',
           'company', 'Company ' || (n % 5000), 'service', 'Strategic Advisory',
           'message', 'We would like to talk about growth number ' || n || ' and the plans for next year.'),
         'k' || n, now() - (n || ' seconds')::interval,
         (ARRAY['new', 'in-progress', 'answered', 'closed'])[1 + n % 4], n % 20 = 0
  FROM generate_series(1, ${COUNT}) AS n`);
const seedMs = performance.now() - seeded;

/** The median of RUNS timings of `query`, in milliseconds. */
async function median(query: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
}

const filter = (query: Record<string, string>) => parseInboxFilter(query).filter;
// A page near the end: the cursor of the row 50 before the last, as a link to "older messages" would carry it.
const [deep] = (
  (await database.db.execute(
    sql`SELECT created_at::text AS at, id FROM submissions WHERE NOT spam ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(COUNT * 0.95) - 60} LIMIT 1`,
  )) as unknown as { rows: { at: string; id: string }[] }
).rows;
const deepCursor = parseCursor(cursorText(deep!));
const figures = {
  rows: COUNT,
  seedMs: Math.round(seedMs),
  firstPage: await median(() => inboxPage(database.db, { filter: {}, limit: 50 })),
  lastPages: await median(() => inboxPage(database.db, { filter: {}, after: deepCursor, limit: 50 })),
  status: await median(() => inboxPage(database.db, { filter: filter({ status: "answered" }), limit: 50 })),
  search: await median(() => inboxPage(database.db, { filter: filter({ q: "person4242" }), limit: 50 })),
  searchCommon: await median(() => inboxPage(database.db, { filter: filter({ q: "growth" }), limit: 50 })),
};
await database.close();
console.log(JSON.stringify(figures));
