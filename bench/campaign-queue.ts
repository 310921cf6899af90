// Run by bench/campaigns.mjs in a process of its own (with the react-server condition, as the app's server code
// expects): a newsletter campaign in two editions queued for 5,000 and then 50,000 confirmed readers (seven in ten
// reading English, three in ten Dutch), each in an embedded database of its own on disk, timed as the office's
// "Send" runs it, with this process's memory sampled meanwhile. Issues 31 and 47 ask for queueing in seconds, and
// memory that does not grow with the list. Prints one JSON line of figures.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client";
import { createCampaign, saveCampaign, sendCampaign } from "../src/server/newsletter/campaigns";
import { commandLine } from "../src/server/office/audit";
import type { Owner } from "../src/server/office/guard";
import { addStaff } from "../src/server/office/staff";

const SIZES = [5_000, 50_000];
const MB = 1024 * 1024;

async function queueFor(readers: number) {
  const folder = mkdtempSync(path.join(tmpdir(), "bench-campaign-"));
  const database = await openDatabase({ dataDir: folder });
  try {
    await database.db.execute(sql`
      INSERT INTO newsletter_subscribers (email, status, consent_version, confirmed_at, locale)
      SELECT 'reader' || n || '@example.com', 'confirmed', 'v1', now(), CASE WHEN n % 10 < 3 THEN 'nl' ELSE 'en' END
      FROM generate_series(1, ${readers}) AS n`);
    const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
    if (!added.ok) throw new Error(added.message);
    // The bench stands in for the office's guard, which grants an owner to a signed-in request.
    const owner = {
      sessionId: "bench",
      staffId: added.member.id,
      email: added.member.email,
      role: "owner" as const,
    } as Owner;
    const id = await createCampaign(database.db, owner);
    for (const [locale, subject] of [
      ["en", "The bench's newsletter"],
      ["nl", "De nieuwsbrief van de bench"],
    ] as const)
      await saveCampaign(database.db, owner, id, locale, {
        subject,
        preheader: "",
        body: "## A heading\n\nA paragraph with [a link](/insights).\n\n- one\n- two",
        articles: [],
      });
    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 5);
    const start = performance.now();
    const outcome = await sendCampaign(database.db, owner, id, "https://www.firm.example", {
      confirm: readers,
    });
    const queueMs = performance.now() - start;
    clearInterval(sampler);
    if (!outcome.ok) throw new Error(outcome.error);
    const [row] = (
      (await database.db.execute(
        sql`SELECT count(*)::int AS rows, count(*) FILTER (WHERE locale = 'nl')::int AS dutch
          FROM mail_outbox WHERE campaign_id = ${id}`,
      )) as unknown as {
        rows: { rows: number; dutch: number }[];
      }
    ).rows;
    return {
      readers,
      queued: row!.rows,
      dutch: row!.dutch,
      queueMs: Math.round(queueMs),
      heapGrowthMb: +((peakHeap - before.heapUsed) / MB).toFixed(1),
      peakRssMb: Math.round(peakRss / MB),
      rssGrowthMb: Math.round((peakRss - before.rss) / MB),
    };
  } finally {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

const figures = [];
for (const readers of SIZES) figures.push(await queueFor(readers));
console.log(JSON.stringify(figures));
