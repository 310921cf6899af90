/** The newsletter's issues as the site shows them: as cards like the articles', and as the archive's feed. */
import { brand } from "@/content/site";
import {
  page as newsletterArchive,
  newsletterFeedPath,
  newsletterFeedTitle,
} from "@/content/insights/newsletter-archive";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";
import type { Locale } from "@/types/facts";
import { countWords, readMinutesOf } from "@/content/insights/library/parse";
import type { ArticleTeaser } from "@/types/sections";
import { formatDate } from "./format";
import { escapeHtml } from "./markup";
import { sectionWordsIn } from "./words";

/** What the archive needs of an issue (the server's Issue has it). */
export interface IssueSummary {
  href: string;
  subject: string;
  preheader: string;
  body: string;
  sentAt: Date;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

const archives = { en: newsletterArchive, nl: dutchNewsletterArchive } as const;

/**
 * An issue as an article card: an edition's archive lists them the way its insights page lists articles. An issue
 * is written in English; on a Dutch page its title and preheader say so (`lang`).
 */
export function issueTeaser(issue: IssueSummary, locale: Locale = "en"): ArticleTeaser {
  return {
    category: archives[locale].issueEyebrow,
    title: issue.subject,
    description: issue.preheader,
    readTime: sectionWordsIn(locale).readTime(readMinutesOf(countWords(issue.body))),
    publishDate: formatDate(isoDay(issue.sentAt), locale),
    dateTime: isoDay(issue.sentAt),
    href: issue.href,
    ...(locale === "en" ? {} : { lang: "en" }),
  };
}

/** The archive's RSS 2.0 feed: every issue, newest first, with absolute links on `origin`. */
export function issuesFeed(origin: URL, issues: readonly IssueSummary[]): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeHtml(newsletterFeedTitle)}</title>`,
    `<link>${escapeHtml(absolute(newsletterArchive.meta.path))}</link>`,
    `<atom:link href="${escapeHtml(absolute(newsletterFeedPath))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeHtml(`The monthly newsletter of ${brand.name}.`)}</description>`,
    "<language>en</language>",
    ...issues.map((issue) =>
      [
        "<item>",
        `<title>${escapeHtml(issue.subject)}</title>`,
        `<link>${escapeHtml(absolute(issue.href))}</link>`,
        `<guid isPermaLink="true">${escapeHtml(absolute(issue.href))}</guid>`,
        `<pubDate>${issue.sentAt.toUTCString()}</pubDate>`,
        `<description>${escapeHtml(issue.preheader || issue.subject)}</description>`,
        "</item>",
      ].join(""),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}
