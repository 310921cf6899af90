/** The newsletter's issues as the site shows them: as cards like the articles', and as the archive's feed. */
import { issuesFeedWords } from "@/content/mail";
import {
  page as newsletterArchive,
  newsletterFeedPath,
  newsletterFeedTitle,
} from "@/content/insights/newsletter-archive";
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

/** Whether a picture's address is on the site's own origin (a path of the site, or absolute on its origin). */
function onOrigin(src: string, origin: URL): boolean {
  try {
    return new URL(src, origin).origin === origin.origin;
  } catch {
    return false;
  }
}

/** Every picture of some tokens, wherever it stands (in a paragraph, a link, a table cell, a list). */
function* picturesOf(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    if (token.type === "image") yield token;
    if (token.children) yield* picturesOf(token.children);
  }
}

/**
 * The pictures of an issue's Markdown that are not the site's own, by their address: another site's picture in a
 * mail tells that site who opened it and when (a tracking pixel), so the office refuses them when it saves.
 */
export function foreignImages(body: string, origin: URL | string): string[] {
  const site = new URL(origin);
  return [...picturesOf(markdownTokens(body))]
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
  for (const picture of picturesOf(tokens)) {
    if (onOrigin(String(picture.attrGet("src") ?? ""), site)) continue;
    picture.type = "text";
    picture.tag = "";
    picture.attrs = null;
    picture.children = null;
  }
  return tokens;
}

/** An issue's body as its page in the archive shows it: the articles' Markdown, the site's own pictures only. */
export function issueHtml(body: string, origin: URL | string): string {
  return renderTokens(issueTokens(body, origin));
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
    `<description>${escapeHtml(issuesFeedWords.description)}</description>`,
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
