import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { shared } from "@/server/shared-state";
import { pageRead } from "@/server/stats/reads";
import { ReadRecorder } from "@/server/stats/recorder";
import { leadSource } from "@/server/stats/sources";
import { forgetPastSalts, saltOf, visitorKey } from "@/server/stats/visitors";
import { databaseTargets, emptyTables, rows } from "../support/databases";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15";
const NETWORK = "198.51.100.0/24";

/** A read as the server would queue it, from `userAgent` on NETWORK. */
function visit(url: string, userAgent: string, headers: Record<string, string> = {}) {
  const read = pageRead(
    "GET",
    url,
    { accept: "text/html", "user-agent": userAgent, ...headers },
    "www.firm.example",
  );
  return read && { ...read, network: NETWORK, userAgent };
}

for (const target of databaseTargets()) {
  describe(`page reads on ${target.name}`, () => {
    let created: Awaited<ReturnType<typeof target.create>>;
    let database: Database;
    let recorder: ReadRecorder;

    beforeAll(async () => {
      created = await target.create();
      database = created.database;
    });
    afterAll(() => created.drop());
    beforeEach(async () => {
      await emptyTables(database);
      await database.db.execute(sql`TRUNCATE page_reads, visitor_salts`);
      recorder = new ReadRecorder(async () => database);
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
        recorder.add(visit(url, agent)!);
      await recorder.flush();
      expect(await visitors()).toBe(2);
      const stored = await rows<Record<string, unknown>>(database.db, sql`SELECT * FROM page_reads`);
      expect(stored).toHaveLength(3);
      // Nothing that names the reader: no address, no browser, only the day's key.
      expect(JSON.stringify(stored)).not.toContain("198.51.100");
      expect(JSON.stringify(stored)).not.toContain("Firefox");
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
        visit("/", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"),
      ).toBeNull();
      expect(visit("/services", FIREFOX, { "next-router-prefetch": "1", rsc: "1" })).toBeNull();
      expect(visit("/_next/static/css/site.css", FIREFOX)).toBeNull();
      expect(visit("/", FIREFOX, { "sec-gpc": "1" })).toBeNull();
    });

    // Several servers share a PostgreSQL database (the embedded one belongs to one server).
    if (target.name === "PostgreSQL")
      it("two servers on one database make one reader the same visitor", async () => {
        const other = await openDatabase({ url: created.url! });
        try {
          const second = new ReadRecorder(async () => other);
          recorder.add(visit("/", FIREFOX)!);
          second.add(visit("/about", FIREFOX)!);
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
        recorder.add(
          visit("/insights/articles/growth?utm_source=linkedin&utm_campaign=autumn", FIREFOX, {
            referer: "https://www.linkedin.com/",
          })!,
        );
        recorder.add(visit("/services/consultancy", FIREFOX)!);
        recorder.add(visit("/contact", FIREFOX)!);
        recorder.add(visit("/", SAFARI)!);
        // The reads wait in memory; the lookup writes them first.
        const found = await leadSource(database, NETWORK, FIREFOX);
        expect(found).toEqual({
          origin: "linkedin",
          source: {
            landing: "/insights/articles/growth",
            referrer: "linkedin.com",
            source: "linkedin",
            medium: null,
            campaign: "autumn",
            pages: ["/insights/articles/growth", "/services/consultancy", "/contact"],
          },
        });
        expect(await leadSource(database, "203.0.113.0/24", FIREFOX)).toBeNull();
      } finally {
        delete shared.reads;
      }
    });
  });
}
