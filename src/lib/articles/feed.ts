/** The insights feed (RSS 2.0): every article, newest first, with absolute links on the site's public origin. */
import { brand } from "@/content/site";
import { routes } from "@/content/routes";
import { allArticles, articleHref } from ".";

export const FEED_PATH = `${routes.insights}/feed.xml`;
export const feedTitle = `${brand.name} Insights`;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** RFC 822 date of an ISO day, as RSS wants it ("Wed, 12 Mar 2025 00:00:00 GMT"). */
const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export function insightsFeed(origin: URL): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const articles = allArticles();
  const items = articles.map((article) => {
    const link = absolute(articleHref(article));
    return [
      "<item>",
      `<title>${escapeXml(article.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `<pubDate>${rfc822(article.publishDate)}</pubDate>`,
      `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `<category>${escapeXml(article.category)}</category>`,
      `<description>${escapeXml(article.description)}</description>`,
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(feedTitle)}</title>`,
    `<link>${escapeXml(absolute(routes.insights))}</link>`,
    `<atom:link href="${escapeXml(absolute(FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Articles from the consultants of ${brand.name}.`)}</description>`,
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
