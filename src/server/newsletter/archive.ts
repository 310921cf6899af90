import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { page as englishArchive } from "@/content/insights/newsletter-archive";
import { page as dutchArchive } from "@/content/nl/insights/newsletter-archive";
import { insightsPaths } from "@/content/routes";
import { xmlSafe } from "@/lib/markup";
import { issuesFeed } from "@/lib/newsletter-issues";
import { siteUrl } from "@/lib/site-url";
import type { Locale } from "@/types/facts";
import { database, type Db } from "../db/client";
import { campaignEditions, campaigns } from "../db/schema";

/** One issue of the newsletter as the public archive shows it: a campaign's edition once it has been sent. */
export interface Issue {
  locale: Locale;
  slug: string;
  href: string;
  subject: string;
  preheader: string;
  body: string;
  articles: string[];
  sentAt: Date;
}

const columns = {
  campaignId: campaignEditions.campaignId,
  locale: campaignEditions.locale,
  slug: campaignEditions.slug,
  subject: campaignEditions.subject,
  preheader: campaignEditions.preheader,
  body: campaignEditions.body,
  articles: campaignEditions.articles,
  sentAt: campaigns.sendAt,
};

const archiveWords = { en: englishArchive, nl: dutchArchive } as const;

/** The editions the archives show: of campaigns sent and not kept out of the archive. */
const shown = and(eq(campaigns.status, "sent"), eq(campaigns.inArchive, true));

/**
 * A sent edition's row as an issue, at its address in its edition's archive. Its subject and preview line lose
 * any character XML forbids: one saved before the office refused them would otherwise break the page and the feed
 * for good.
 */
const issueOf = (
  row: { slug: string | null; sentAt: Date | null } & Omit<Issue, "slug" | "sentAt" | "href">,
): Issue => ({
  locale: row.locale,
  subject: xmlSafe(row.subject),
  preheader: xmlSafe(row.preheader),
  body: row.body,
  articles: row.articles,
  slug: row.slug!,
  href: `${insightsPaths[row.locale].newsletter}/${row.slug}`,
  sentAt: row.sentAt!,
});

/** An edition's archive: its issues, newest first, and the issues that went out only in the other edition. */
export interface Archive {
  issues: Issue[];
  elsewhere: Issue[];
}

/** The archive of an edition, from one reading of every issue shown. */
export async function archiveOf(db: Db, locale: Locale): Promise<Archive> {
  const rows = await db
    .select(columns)
    .from(campaignEditions)
    .innerJoin(campaigns, eq(campaigns.id, campaignEditions.campaignId))
    .where(shown)
    .orderBy(desc(campaigns.sendAt));
  const here = new Set(rows.filter((row) => row.locale === locale).map((row) => row.campaignId));
  return {
    issues: rows.filter((row) => row.locale === locale).map(issueOf),
    elsewhere: rows.filter((row) => !here.has(row.campaignId)).map(issueOf),
  };
}

/** A sent issue of an edition by its address, or undefined. */
export async function issueBySlug(db: Db, locale: Locale, slug: string): Promise<Issue | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const [row] = await db
    .select(columns)
    .from(campaignEditions)
    .innerJoin(campaigns, eq(campaigns.id, campaignEditions.campaignId))
    .where(and(shown, eq(campaignEditions.locale, locale), eq(campaignEditions.slug, slug)));
  return row ? issueOf(row) : undefined;
}

/** An edition's archive feed as a response: its issues, newest first, or 503 while the database cannot be read. */
export async function archiveFeed(locale: Locale): Promise<Response> {
  const archive = await database()
    .then(({ db }) => archiveOf(db, locale))
    .catch(() => null);
  if (!archive)
    return new Response(archiveWords[locale].feedUnavailable, {
      status: 503,
      headers: { "retry-after": "60" },
    });
  return new Response(issuesFeed(siteUrl(), archive.issues, locale), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "no-cache" },
  });
}
