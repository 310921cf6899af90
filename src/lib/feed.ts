/**
 * The insights feed (RSS 2.0): the newest FEED_SIZE articles, newest first, with absolute links on the site's
 * public origin.
 */
import { brand } from "@/content/site";
import { routes } from "@/content/routes";
import { escapeHtml } from "@/lib/markup";
import { allArticles, articleHref, type Article } from "@/content/insights/library";

export const FEED_PATH = `${routes.insights}/feed.xml`;
export const feedTitle = `${brand.name} Insights`;
/** How many articles the feed lists at most: a reader polls it for what is new, not for the archive. */
export const FEED_SIZE = 20;

/** RFC 822 date of an ISO day, as RSS wants it ("Wed, 12 Mar 2025 00:00:00 GMT"). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** The feed of `articles` (the site's, newest first, unless a test passes its own). */
export function insightsFeed(origin: URL, all: readonly Article[] = allArticles()): string {
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
      `<category>${escapeHtml(article.category)}</category>`,
      `<description>${escapeHtml(article.description)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeHtml(feedTitle)}</title>`,
    `<link>${escapeHtml(absolute(routes.insights))}</link>`,
    `<atom:link href="${escapeHtml(absolute(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeHtml(`Articles from the consultants of ${brand.name}.`)}</description>`,
    "<language>en</language>",
    articles[0] ? `<lastBuildDate>${rfc822(articles[0].publishDate)}</lastBuildDate>` : "",
    ...items,
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The feed as the insights pages announce it in their `<head>`. */
export const feedLink = { title: feedTitle, path: FEED_PATH } as const;
