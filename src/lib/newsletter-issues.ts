/** The newsletter's issues as the site shows them: as cards like the articles', and as the archive's feed. */
import { page as newsletterArchive } from "@/content/insights/newsletter-archive";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";
import type { Token } from "markdown-it";
import type { Locale } from "@/types/facts";
import { countWords, markdownTokens, readMinutesOf, renderTokens } from "@/content/insights/library/parse";
import type { ArticleTeaser } from "@/types/sections";
import { formatDate } from "@/content/format";
import { escapeHtml } from "./markup";
import { sectionWordsIn } from "./words";

/** What the archive needs of an issue (the server's Issue has it). */
export interface IssueSummary {
  /** The edition it was written for. */
  locale: Locale;
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
 * of the other edition (listed as one that went out only there) says in which language its words are (`lang`).
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
    ...(issue.locale === locale ? {} : { lang: issue.locale }),
  };
}

/** Whether an address is on the site's own origin (a path of the site, or absolute on its origin). */
function onOrigin(address: string, origin: URL): boolean {
  try {
    return new URL(address, origin).origin === origin.origin;
  } catch {
    return false;
  }
}

/** Where a reader follows an issue's link from: its mail, or its page in the archive. */
export type IssueMedium = "email" | "archive";

/**
 * A link of an issue tagged so that a reader who follows it counts under the issue (the site's reads keep their
 * landing address's campaign tags, and a lead its landing page's): a link to the site's own origin is made absolute
 * and carries `utm_source=newsletter`, the medium and the issue's archive address, in place of any it had. The tags
 * are the same for every reader, so they tell no reader apart. A link to another site, one within the page (`#…`)
 * and one that cannot be read are left as written.
 */
export function issueLink(href: string, origin: URL | string, issue: string, medium: IssueMedium): string {
  const site = new URL(origin);
  if (href.startsWith("#") || !onOrigin(href, site)) return href;
  const url = new URL(href, site);
  url.searchParams.set("utm_source", "newsletter");
  url.searchParams.set("utm_medium", medium);
  url.searchParams.set("utm_campaign", issue);
  return url.toString();
}

/** Every token of a type in some tokens, wherever it stands (in a paragraph, a link, a table cell, a list). */
function* tokensOf(tokens: readonly Token[], type: string): Generator<Token> {
  for (const token of tokens) {
    if (token.type === type) yield token;
    if (token.children) yield* tokensOf(token.children, type);
  }
}

/**
 * The pictures of an issue's Markdown that are not the site's own, by their address: another site's picture in a
 * mail tells that site who opened it and when (a tracking pixel), so the office refuses them when it saves.
 */
export function foreignImages(body: string, origin: URL | string): string[] {
  const site = new URL(origin);
  return [...tokensOf(markdownTokens(body), "image")]
    .map((picture) => String(picture.attrGet("src") ?? ""))
    .filter((src) => !onOrigin(src, site));
}

/**
 * An issue's Markdown as tokens, the articles' rules, with only the site's own pictures: another site's is
 * replaced by its words (its alt text), for a draft saved before the office refused them. The archive's page and
 * the campaign's mail are both rendered from these.
 */
export function issueTokens(body: string, origin: URL | string): Token[] {
  const site = new URL(origin);
  const tokens = markdownTokens(body);
  for (const picture of tokensOf(tokens, "image")) {
    if (onOrigin(String(picture.attrGet("src") ?? ""), site)) continue;
    picture.type = "text";
    picture.tag = "";
    picture.attrs = null;
    picture.children = null;
  }
  return tokens;
}

/**
 * An issue's body as its page in the archive shows it: the articles' Markdown, the site's own pictures only. Given
 * the issue's archive address, its links to the site's own pages carry the issue's tags (issueLink), so a reader who
 * follows one from the archive counts under the issue as one from its mail does.
 */
export function issueHtml(body: string, origin: URL | string, issue?: string): string {
  const tokens = issueTokens(body, origin);
  if (issue)
    for (const link of tokensOf(tokens, "link_open"))
      link.attrSet("href", issueLink(String(link.attrGet("href") ?? ""), origin, issue, "archive"));
  return renderTokens(tokens);
}

/** An edition's archive's RSS 2.0 feed: its issues, newest first, with absolute links on `origin`. */
export function issuesFeed(origin: URL, issues: readonly IssueSummary[], locale: Locale): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const archive = archives[locale];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeHtml(archive.feed.title)}</title>`,
    `<link>${escapeHtml(absolute(archive.meta.path))}</link>`,
    `<atom:link href="${escapeHtml(absolute(archive.feed.path))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeHtml(archive.feedDescription)}</description>`,
    `<language>${locale}</language>`,
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
