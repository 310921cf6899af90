/**
 * The insights feeds (RSS 2.0), one per edition: the newest FEED_SIZE articles of that edition, newest first,
 * with absolute links on the site's public origin.
 */
import { brand } from "@/content/site";
import { routesIn } from "@/content/routes";
import { escapeHtml } from "@/lib/markup";
import { allArticles, articleHref, categoryOf, type Article } from "@/content/insights/library";
import type { Locale } from "@/types/facts";
import { glossary } from "@/content/glossary";

/** Each edition's feed: where it is, its title, what it holds. */
const feeds = {
  en: {
    path: `${routesIn.en.insights}/feed.xml`,
    title: glossary.newsletter.en,
    description: `Articles from the consultants of ${brand.name}.`,
  },
  nl: {
    path: `${routesIn.nl.insights}/feed.xml`,
    title: glossary.newsletter.nl,
    description: `Artikelen van de adviseurs van ${brand.name}.`,
  },
} satisfies Record<Locale, { path: string; title: string; description: string }>;

/** How many articles the feed lists at most: a reader polls it for what is new, not for the archive. */
export const FEED_SIZE = 20;

/** RFC 822 date of an ISO day, as RSS wants it ("Wed, 12 Mar 2025 00:00:00 GMT"). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** An edition's feed of `articles` (the edition's, newest first, unless a test passes its own). */
export function insightsFeed(
  origin: URL,
  locale: Locale = "en",
  all: readonly Article[] = allArticles(locale),
): string {
  const feed = feeds[locale];
  const absolute = (path: string) => new URL(path, origin).toString();
  const articles = all.slice(0, FEED_SIZE);
  const items = articles.map((article) => {
    const link = absolute(articleHref(article));
    return [
      "<item>",
      `<title>${escapeHtml(article.title)}</title>`,
      `<link>${escapeHtml(link)}</link>`,
      `<guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `<pubDate>${rfc822(article.publishDate)}</pubDate>`,
      `<dc:creator>${escapeHtml(article.author)}</dc:creator>`,
      `<category>${escapeHtml(categoryOf(article).label)}</category>`,
      `<description>${escapeHtml(article.description)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeHtml(feed.title)}</title>`,
    `<link>${escapeHtml(absolute(routesIn[locale].insights))}</link>`,
    `<atom:link href="${escapeHtml(absolute(feed.path))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeHtml(feed.description)}</description>`,
    `<language>${locale}</language>`,
    articles[0] ? `<lastBuildDate>${rfc822(articles[0].publishDate)}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** An edition's feed as its insights pages announce it in their `<head>`. */
export function feedLinkOf(locale: Locale): { title: string; path: string } {
  return { title: feeds[locale].title, path: feeds[locale].path };
}
