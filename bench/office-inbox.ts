// Run by bench/office.mjs in a process of its own (with the react-server condition, as the app's server code
// expects): 100,000 messages in an embedded database (or, with BENCH_DATABASE_URL, a fresh database on that
// PostgreSQL server), then the office's queries timed as its pages run them. Prints one JSON line of figures:
// each the 95th percentile of 20 timings, in milliseconds (p95 in bench-database.ts).
import { sql } from "drizzle-orm";
import { benchDatabase, p95 } from "./bench-database";
import {
  cursorText,
  inboxPage,
  messageById,
  neighbours,
  parseCursor,
  viewCounts,
} from "../src/server/office/inbox";
import { parseInboxFilter } from "../src/server/office/inbox-filter";
import { mergeTarget, timelineOf } from "../src/server/office/timeline";

const COUNT = Number(process.env.BENCH_INBOX_ROWS ?? 100_000);

const { database, drop } = await benchDatabase("bench-office");
const seeded = performance.now();
// Five people; a message in seven has an owner, one in eleven a follow-up day, one in three a first reply.
await database.db.execute(sql`
  INSERT INTO staff (email, name) SELECT 'person' || n || '@firm.example', 'Person ' || n FROM generate_series(1, 5) AS n`);
await database.db.execute(sql`
  INSERT INTO submissions (form, fields, dedupe_key, created_at, status, spam, locale, owner_id, due_at, first_reply_at)
  SELECT (ARRAY['contact', 'get-in-touch', 'partnership'])[1 + n % 3],
         jsonb_build_object(
           'firstName', 'Person' || n, 'lastName', 'Surname' || (n % 977), 'email', 'person' || n || '@example' || (n % 50) || '.com',
           'company', 'Company ' || (n % 5000), 'service', 'Strategic Advisory',
           'message', 'We would like to talk about growth number ' || n || ' and the plans for next year.'),
         'k' || n, now() - (n * 30 || ' seconds')::interval,
         (ARRAY['new', 'in-progress', 'answered', 'closed'])[1 + n % 4], n % 20 = 0,
         (ARRAY['en', 'nl'])[1 + n % 2],
         CASE WHEN n % 7 = 0 THEN (SELECT id FROM staff ORDER BY email OFFSET n % 5 LIMIT 1) END,
         CASE WHEN n % 11 = 0 THEN now() + ((n % 9) - 4 || ' days')::interval END,
         CASE WHEN n % 3 = 0 THEN now() - (n * 29 || ' seconds')::interval END
  FROM generate_series(1, ${COUNT}) AS n`);
await database.db.execute(sql`ANALYZE`);
const seedMs = performance.now() - seeded;
const [me] = (
  (await database.db.execute(sql`SELECT id FROM staff ORDER BY email LIMIT 1`)) as unknown as {
    rows: { id: string }[];
  }
).rows;
const [message] = (
  (await database.db.execute(
    sql`SELECT id FROM submissions WHERE NOT spam ORDER BY created_at DESC OFFSET ${Math.floor(COUNT / 2)} LIMIT 1`,
  )) as unknown as { rows: { id: string }[] }
).rows;

const filter = (query: Record<string, string>) => parseInboxFilter(query).filter;
/** The inbox's page as it loads: a page of fifty of the list, and the views' counts (the page runs both). */
const inbox = (query: Record<string, string>, after?: ReturnType<typeof parseCursor>) => () =>
  Promise.all([
    inboxPage(database.db, { filter: filter(query), after, limit: 50, me: me!.id }),
    viewCounts(database.db, filter(query), me!.id),
  ]);
// A page near the end: the cursor of the row 50 before the last, as a link to "older messages" would carry it.
const [deep] = (
  (await database.db.execute(
    sql`SELECT created_at::text AS at, id FROM submissions WHERE NOT spam ORDER BY created_at DESC, id DESC OFFSET ${Math.floor(COUNT * 0.95) - 60} LIMIT 1`,
  )) as unknown as { rows: { at: string; id: string }[] }
).rows;
const deepCursor = parseCursor(cursorText(deep!));
const figures = {
  rows: COUNT,
  database: database.kind === "postgres" ? "PostgreSQL" : "PGlite",
  seedMs: Math.round(seedMs),
  firstPage: await p95(inbox({})),
  lastPages: await p95(inbox({}, deepCursor)),
  status: await p95(inbox({ status: "answered" })),
  mine: await p95(inbox({ view: "mine" })),
  overdue: await p95(inbox({ view: "overdue" })),
  today: await p95(inbox({ view: "today" })),
  search: await p95(inbox({ q: "person4242" })),
  searchCommon: await p95(inbox({ q: "growth" })),
  searchAddress: await p95(inbox({ q: "example7.com" })),
  message: await p95(async () => {
    const found = (await messageById(database.db, message!.id))!;
    await Promise.all([
      timelineOf(database.db, found),
      neighbours(database.db, {}, found.id, me!.id),
      mergeTarget(database.db, found),
    ]);
  }),
};
await drop();
console.log(JSON.stringify(figures));
