import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { newsletterArchivePath } from "@/content/insights/newsletter-archive";
import { xmlSafe } from "@/lib/markup";
import { database } from "../db/client";
import { campaigns } from "../db/schema";

/** One issue of the newsletter as the public archive shows it: a campaign once it has been sent. */
export interface Issue {
  slug: string;
  href: string;
  subject: string;
  preheader: string;
  body: string;
  articles: string[];
  sentAt: Date;
}

const columns = {
  slug: campaigns.slug,
  subject: campaigns.subject,
  preheader: campaigns.preheader,
  body: campaigns.body,
  articles: campaigns.articles,
  sentAt: campaigns.sendAt,
};

/**
 * A sent campaign's row as an issue. Its subject and preview line lose any character XML forbids: one saved before
 * the office refused them would otherwise break the page and the feed for good.
 */
const issueOf = (
  row: { slug: string | null; sentAt: Date | null } & Omit<Issue, "slug" | "sentAt" | "href">,
) => ({
  ...row,
  subject: xmlSafe(row.subject),
  preheader: xmlSafe(row.preheader),
  slug: row.slug!,
  href: `${newsletterArchivePath}/${row.slug}`,
  sentAt: row.sentAt!,
});

/** Every sent issue, newest first. */
export async function sentIssues(): Promise<Issue[]> {
  const { db } = await database();
  const rows = await db
    .select(columns)
    .from(campaigns)
    .where(eq(campaigns.status, "sent"))
    .orderBy(desc(campaigns.sendAt));
  return rows.map(issueOf);
}

/** A sent issue by its address, or undefined. */
export async function issueBySlug(slug: string): Promise<Issue | undefined> {
  if (!/^[a-z0-9-]{1,120}$/.test(slug)) return undefined;
  const { db } = await database();
  const [row] = await db
    .select(columns)
    .from(campaigns)
    .where(and(eq(campaigns.slug, slug), eq(campaigns.status, "sent")));
  return row ? issueOf(row) : undefined;
}
