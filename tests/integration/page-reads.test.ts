import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { shared } from "@/server/shared-state";
import { pageRead } from "@/server/stats/reads";
import { ReadRecorder } from "@/server/stats/recorder";
import { leadSource } from "@/server/stats/sources";
import { forgetPastSalts, saltOf, visitorKey } from "@/server/stats/visitors";
import { keepFirstReads, rollUpReads } from "@/server/stats/rollups";
import { statsFor } from "@/server/stats/figures";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const NETWORK = "198.51.100.0/24";

/** `userAgent` on NETWORK reading `url`, as the server would hand it to `recorder`. */
function visit(recorder: ReadRecorder, url: string, userAgent: string, headers: Record<string, string> = {}) {
  recorder.add("GET", url, { accept: "text/html", "user-agent": userAgent, ...headers }, "198.51.100.7");
}

/** The read `userAgent` reading `url` would be, or null where it is not counted. */
const readOf = (url: string, userAgent: string, headers: Record<string, string> = {}) =>
  pageRead("GET", url, { accept: "text/html", "user-agent": userAgent, ...headers }, "www.firm.example");

for (const target of databaseTargets()) {
  describe(`page reads on ${target.name}`, () => {
    let database: Database;
    let url: string | undefined;
    let recorder: ReadRecorder;

    suiteDatabase(target, (opened) => ({ database, url } = opened));
    beforeEach(async () => {
      await database.db.execute(
        sql`TRUNCATE page_reads, visitor_salts, stats_days, stats_pages, stats_traits, stats_visitors`,
      );
      recorder = new ReadRecorder(async () => database, "www.firm.example");
    });

    const visitors = async () =>
      (
        await rows<{ count: number }>(
          database.db,
          sql`SELECT count(DISTINCT visitor)::int AS count FROM page_reads`,
        )
      )[0]!.count;

    it("counts two browsers on one network as two visitors, and one browser's pages as one", async () => {
      for (const [url, agent] of [
        ["/", FIREFOX],
        ["/services", FIREFOX],
        ["/", SAFARI],
      ] as const)
        visit(recorder, url, agent);
      await recorder.flush();
      expect(await visitors()).toBe(2);
      const stored = await rows<Record<string, unknown>>(database.db, sql`SELECT * FROM page_reads`);
      expect(stored).toHaveLength(3);
      // Nothing that names the reader: no address, no browser, only the day's key.
      expect(JSON.stringify(stored)).not.toContain("198.51.100");
      expect(JSON.stringify(stored)).not.toContain("Firefox");
    });

    it("writes a reader's repeated reads of one page in one write as one row with their count, and counts each", async () => {
      for (let n = 0; n < 39; n += 1) visit(recorder, "/services", FIREFOX);
      // Asked another way, the same read: it joins the same row.
      visit(recorder, "/services/", FIREFOX);
      visit(recorder, "/services?utm_source=linkedin", FIREFOX);
      visit(recorder, "/services", SAFARI);
      visit(recorder, "/", FIREFOX);
      await recorder.flush();
      const stored = await rows<{ path: string; utm_source: string | null; reads: number }>(
        database.db,
        sql`SELECT path, utm_source, reads FROM page_reads ORDER BY path, reads DESC, utm_source NULLS FIRST`,
      );
      expect(stored).toEqual([
        { path: "/", utm_source: null, reads: 1 },
        { path: "/services", utm_source: null, reads: 40 },
        { path: "/services", utm_source: null, reads: 1 },
        { path: "/services", utm_source: "linkedin", reads: 1 },
      ]);
      const today = new Date().toISOString().slice(0, 10);
      const stats = await statsFor(database.db, { from: today, to: today });
      expect(stats).toMatchObject({ reads: 43, visitors: 2 });
      expect(stats.topPages[0]).toEqual({ path: "/services", reads: 42, visitors: 2 });
    });

    it("keeps each visitor's first read of the day and the editions they read, whichever server writes first", async () => {
      // On PostgreSQL a second server, sharing the day's salt; the embedded database has one server, one recorder.
      const other =
        target.name === "PostgreSQL" ? new ReadRecorder(async () => database, "www.firm.example") : recorder;
      visit(recorder, "/insights?utm_source=linkedin&utm_campaign=autumn", FIREFOX, {
        referer: "https://www.linkedin.com/feed/",
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      visit(other, "/nl/diensten", FIREFOX);
      visit(other, "/contact", SAFARI);
      // The later read is written first (on PostgreSQL, another server's batch): the earlier one is the entry.
      await other.flush();
      await recorder.flush();
      const today = new Date().toISOString().slice(0, 10);
      const stats = await statsFor(database.db, { from: today, to: today });
      expect(stats).toMatchObject({ reads: 3, visitors: 2 });
      expect(stats.entryPages).toEqual([
        { path: "/contact", entries: 1, leads: 0 },
        { path: "/insights", entries: 1, leads: 0 },
      ]);
      expect(stats.referrers).toEqual([{ kind: "referrer", name: "linkedin.com", visitors: 1 }]);
      expect(stats.campaigns).toEqual([{ kind: "campaign", name: "linkedin / autumn", visitors: 1 }]);
      expect(stats.editions).toEqual([
        { kind: "edition", name: "en", visitors: 2 },
        { kind: "edition", name: "nl", visitors: 1 },
      ]);
      expect(stats.devices).toEqual([{ kind: "device", name: "desktop", visitors: 2 }]);
    });

    it("makes the next day's key from a new salt, and keeps no old one, so the days cannot be linked", async () => {
      const today = new Date("2026-11-27T15:00:00Z");
      const tomorrow = new Date("2026-11-28T09:00:00Z");
      const cache = {};
      const first = visitorKey(await saltOf(database, today, cache), NETWORK, FIREFOX);
      expect(visitorKey(await saltOf(database, today, cache), NETWORK, FIREFOX)).toBe(first);
      const second = visitorKey(await saltOf(database, tomorrow, cache), NETWORK, FIREFOX);
      expect(second).not.toBe(first);
      const salts = await rows<{ day: string }>(database.db, sql`SELECT day::text FROM visitor_salts`);
      if (database.kind === "pglite") {
        // One server owns the embedded database: the salt lives in its memory only, never on disk or in a backup.
        expect(salts).toEqual([]);
      } else {
        // Shared by the servers on PostgreSQL: the first day's salt is gone once the next day's is made, so nobody
        // can make the first key again; the sweep deletes a past day's on a day nobody reads the site.
        expect(salts).toEqual([{ day: "2026-11-28" }]);
        expect(await forgetPastSalts(database.db, new Date("2026-11-30T00:00:01Z"))).toBe(1);
        expect(await rows(database.db, sql`SELECT * FROM visitor_salts`)).toEqual([]);
      }
    });

    it("counts no bot, prefetch, asset or Sec-GPC read", () => {
      expect(
        readOf("/", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
      ).toBeNull();
      expect(readOf("/services", FIREFOX, { "next-router-prefetch": "1", rsc: "1" })).toBeNull();
      expect(readOf("/_next/static/css/site.css", FIREFOX)).toBeNull();
      expect(readOf("/", FIREFOX, { "sec-gpc": "1" })).toBeNull();
    });

    // Several servers share a PostgreSQL database (the embedded one belongs to one server).
    if (target.name === "PostgreSQL")
      it("two servers on one database make one reader the same visitor", async () => {
        const other = await openDatabase({ url: url! });
        try {
          const second = new ReadRecorder(async () => other, "www.firm.example");
          visit(recorder, "/", FIREFOX);
          visit(second, "/about", FIREFOX);
          await Promise.all([recorder.flush(), second.flush()]);
          expect(await visitors()).toBe(1);
          expect(await rows(database.db, sql`SELECT * FROM visitor_salts`)).toHaveLength(1);
        } finally {
          await other.close();
        }
      });

    it("gives a lead its landing page, source, campaign and the pages read before writing, never the key", async () => {
      shared.reads = recorder;
      try {
        visit(recorder, "/insights/articles/growth?utm_source=linkedin&utm_campaign=autumn", FIREFOX, {
          referer: "https://www.linkedin.com/",
        });
        visit(recorder, "/services/consultancy", FIREFOX);
        visit(recorder, "/contact", FIREFOX);
        visit(recorder, "/", SAFARI);
        // The reads wait in memory; the lookup writes them first.
        const found = await leadSource(database, NETWORK, FIREFOX);
        expect(found).toEqual({
          landing: "/insights/articles/growth",
          referrer: "linkedin.com",
          source: "linkedin",
          medium: null,
          campaign: "autumn",
          pages: ["/insights/articles/growth", "/services/consultancy", "/contact"],
        });
        expect(await leadSource(database, "203.0.113.0/24", FIREFOX)).toBeNull();
      } finally {
        delete shared.reads;
      }
    });

    it("rolls finished days up once, answers today from the reads, and ties leads to the page they came in on", async () => {
      const now = new Date("2026-11-28T12:00:00Z");
      /** A read at `at` by visitor `who`. */
      const read = (at: string, who: string, path: string, extra: Record<string, string | null> = {}) =>
        sql`INSERT INTO page_reads (at, path, locale, device, visitor, referrer, utm_source, utm_campaign)
            VALUES (${at}::timestamptz, ${path}, ${path.startsWith("/nl") ? "nl" : "en"}, 'desktop', ${who},
                    ${extra.referrer ?? null}, ${extra.source ?? null}, ${extra.campaign ?? null})`;
      for (const statement of [
        // Two days ago: a.
        read("2026-11-26T09:00:00Z", "a", "/"),
        // Yesterday: b came from LinkedIn's autumn campaign to an article, then read services; c came from Google.
        read("2026-11-27T08:00:00Z", "b", "/insights/articles/growth", {
          referrer: "linkedin.com",
          source: "linkedin",
          campaign: "autumn",
        }),
        read("2026-11-27T08:01:00Z", "b", "/services"),
        read("2026-11-27T10:00:00Z", "c", "/nl/diensten", { referrer: "google.com" }),
        // Today, not rolled up yet: d reads the article twice.
        read("2026-11-28T07:00:00Z", "d", "/insights/articles/growth"),
        read("2026-11-28T07:05:00Z", "d", "/insights/articles/growth"),
      ])
        await database.db.execute(statement);
      await database.db.execute(keepFirstReads);
      await database.db.execute(sql`
        INSERT INTO submissions (form, fields, dedupe_key, created_at, source)
        VALUES ('contact', '{"firstName":"B"}'::jsonb, 'b', '2026-11-27T08:05:00Z',
                '{"landing":"/insights/articles/growth","referrer":"linkedin.com","source":"linkedin","medium":null,"campaign":"autumn","pages":["/insights/articles/growth","/services"]}'::jsonb)`);

      expect(await rollUpReads(database.db, now)).toBe(2);
      // Once: a second run finds nothing to do.
      expect(await rollUpReads(database.db, now)).toBe(0);
      expect(
        await rows(database.db, sql`SELECT day::text, reads, visitors FROM stats_days ORDER BY day`),
      ).toEqual([
        { day: "2026-11-26", reads: 1, visitors: 1 },
        { day: "2026-11-27", reads: 3, visitors: 2 },
      ]);
      // The rolled-up days' first reads are gone with their keys; today's stay for today's figures.
      expect(await rows(database.db, sql`SELECT day::text, visitor FROM stats_visitors`)).toEqual([
        { day: "2026-11-28", visitor: "d" },
      ]);

      const stats = await statsFor(database.db, { from: "2026-11-25", to: "2026-11-28" }, now);
      expect(stats.perDay).toEqual([
        { day: "2026-11-25", reads: 0, visitors: 0 },
        { day: "2026-11-26", reads: 1, visitors: 1 },
        { day: "2026-11-27", reads: 3, visitors: 2 },
        { day: "2026-11-28", reads: 2, visitors: 1 },
      ]);
      expect(stats).toMatchObject({ visitors: 4, reads: 6, leads: 1 });
      expect(stats.topPages[0]).toEqual({ path: "/insights/articles/growth", reads: 3, visitors: 2 });
      expect(stats.entryPages).toContainEqual({ path: "/insights/articles/growth", entries: 2, leads: 1 });
      expect(stats.entryPages).toContainEqual({ path: "/nl/diensten", entries: 1, leads: 0 });
      expect(stats.referrers).toEqual([
        { kind: "referrer", name: "google.com", visitors: 1 },
        { kind: "referrer", name: "linkedin.com", visitors: 1 },
      ]);
      expect(stats.campaigns).toEqual([{ kind: "campaign", name: "linkedin / autumn", visitors: 1 }]);
      expect(stats.editions).toEqual([
        { kind: "edition", name: "en", visitors: 3 },
        { kind: "edition", name: "nl", visitors: 1 },
      ]);
      expect(stats.bySource).toEqual([{ origin: "linkedin", month: "2026-11", leads: 1 }]);
    });
  });
}
