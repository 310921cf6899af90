import "server-only";
import { utcDay } from "@/lib/time-zones";
import { and, asc, eq, gte } from "drizzle-orm";
import type { LeadSource } from "@/types/office";
import type { Database } from "../db/client";
import { pageReads } from "../db/schema";
import { shared } from "../shared-state";
import { saltOf, visitorKey } from "./visitors";

/** The most pages a lead's source lists. */
const PAGES_KEPT = 20;

/**
 * Where the person now writing came from: their page reads of the same day, found by the key their network and
 * browser make under the day's salt (the reads of the last second are written first). The key itself is not
 * kept on the lead; null when the site counted no read of theirs today (a script, a browser with Sec-GPC).
 */
export async function leadSource(
  database: Pick<Database, "db" | "kind">,
  network: string,
  userAgent: string,
  at: Date = new Date(),
): Promise<LeadSource | null> {
  if (!userAgent) return null;
  await shared.reads?.flush();
  const key = visitorKey(await saltOf(database, at, shared.reads?.salts), network, userAgent);
  const reads = await database.db
    .select({
      path: pageReads.path,
      referrer: pageReads.referrer,
      utmSource: pageReads.utmSource,
      utmMedium: pageReads.utmMedium,
      utmCampaign: pageReads.utmCampaign,
    })
    .from(pageReads)
    .where(and(eq(pageReads.visitor, key), gte(pageReads.at, new Date(`${utcDay(at)}T00:00:00Z`))))
    .orderBy(asc(pageReads.at), asc(pageReads.id))
    .limit(200);
  const [landing] = reads;
  if (!landing) return null;
  const pages = reads
    .map((read) => read.path)
    .filter((path, index, all) => index === 0 || path !== all[index - 1])
    .slice(0, PAGES_KEPT);
  return {
    landing: landing.path,
    referrer: landing.referrer,
    source: landing.utmSource,
    medium: landing.utmMedium,
    campaign: landing.utmCampaign,
    pages,
  };
}
