import { describe, expect, it } from "vitest";
import sitemap from "@/app/sitemap";
import { dutchEdition, dutchRoutes, notFoundPaths, publicRoutes } from "@/content/routes";
import { newsletterArchivePath } from "@/content/insights/newsletter-archive";
import { brand } from "@/content/site";
import { categoryFurtherPages, categoryPages, latestPages } from "@/content/insights/overview";
import * as dutchOverview from "@/content/nl/insights/overview";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";
import { allArticles, articleHref } from "@/content/insights/library";
import { allPublications, publicationHref } from "@/content/insights/library/publications";
import { pageMetadata, previewImage } from "@/lib/metadata";
import { allPages, indexedPages } from "@/lib/pages";
import { siteUrl } from "@/lib/site-url";

const pages = allPages();
/** The `<title>` a page gets, after the root layout's template. */
const fullTitle = (meta: (typeof pages)[number]) =>
  meta.absoluteTitle ? meta.title : `${meta.title} | ${brand.name}`;
const duplicates = (values: readonly string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe("the list of every page", () => {
  it("holds each route of the route table, article, publication, insights category and further list page once, the 404, and the Dutch edition's pages and 404", () => {
    const paths = pages.map((meta) => meta.path);
    expect(duplicates(paths)).toEqual([]);
    expect(paths.sort()).toEqual(
      [
        ...publicRoutes,
        ...allArticles()
          .map(articleHref)
          .filter((href) => !publicRoutes.includes(href)),
        ...allPublications().map(publicationHref),
        ...[...categoryPages, ...latestPages, ...categoryFurtherPages].map((page) => page.meta.path),
        newsletterArchivePath,
        notFoundPaths.en,
        ...dutchEdition.map((id) => dutchRoutes[id]),
        ...allArticles("nl")
          .map(articleHref)
          .filter((href) => href !== dutchRoutes.featuredArticle),
        ...allPublications("nl").map(publicationHref),
        ...[
          ...dutchOverview.categoryPages,
          ...dutchOverview.latestPages,
          ...dutchOverview.categoryFurtherPages,
        ].map((page) => page.meta.path),
        dutchNewsletterArchive.meta.path,
        notFoundPaths.nl,
      ].sort(),
    );
    expect(pages.filter((meta) => meta.unlisted).map((meta) => meta.path)).toEqual([
      notFoundPaths.en,
      notFoundPaths.nl,
    ]);
  });
});

describe("every page's meta", () => {
  for (const meta of pages) {
    it(`${meta.path} has a description of 50-160 characters`, () => {
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    });
  }

  it("no two pages share a description", () => {
    expect(duplicates(pages.map((meta) => meta.description))).toEqual([]);
  });

  it("no two pages share a title", () => {
    expect(duplicates(pages.map(fullTitle))).toEqual([]);
  });

  it("every page has its own preview image under /og", () => {
    const urls = pages.map((meta) => previewImage(meta).url);
    expect(duplicates(urls)).toEqual([]);
    for (const url of urls) expect(url).toMatch(/^\/og\/[a-z0-9/-]+\.png$/);
  });
});

describe("the metadata of a page", () => {
  it("names its canonical URL, Open Graph card and large Twitter card with the preview image", () => {
    const meta = pages.find((candidate) => candidate.path === "/services/ai-solutions")!;
    const metadata = pageMetadata(meta);
    expect(metadata.alternates?.canonical).toBe(meta.path);
    expect(metadata.openGraph).toMatchObject({
      title: meta.title,
      description: meta.description,
      url: meta.path,
      siteName: brand.name,
      type: "website",
      images: [{ url: "/og/services/ai-solutions.png", width: 1200, height: 630, alt: expect.any(String) }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: expect.any(Array) });
  });

  it("of an article is an Open Graph article with its publishing date", () => {
    const meta = pages.find((candidate) => candidate.path === articleHref(allArticles()[0]!))!;
    expect(pageMetadata(meta).openGraph).toMatchObject({
      type: "article",
      publishedTime: allArticles()[0]!.publishDate,
    });
  });

  it("of the 404 has no canonical URL or og:url, since it answers at any unknown path", () => {
    const metadata = pageMetadata(pages.find((meta) => meta.unlisted)!);
    expect(metadata.alternates?.canonical).toBeUndefined();
    expect(metadata.openGraph?.url).toBeUndefined();
  });
});

describe("the sitemap", () => {
  const entries = sitemap();
  const origin = siteUrl().origin;

  it("lists every indexed page by its absolute URL, and not the 404", () => {
    expect(entries.map((entry) => entry.url)).toEqual(
      indexedPages().map((meta) => new URL(meta.path, origin).toString()),
    );
    expect(entries.some((entry) => entry.url.includes("404"))).toBe(false);
  });

  it("dates every article and publication by its publishing date, and only those", () => {
    const publications = [...allPublications(), ...allPublications("nl")];
    const dated = [...allArticles(), ...allArticles("nl"), ...publications];
    const expected = new Map(
      dated.map((article) => [
        new URL(publications.includes(article) ? publicationHref(article) : articleHref(article), origin)
          .href,
        article.publishDate,
      ]),
    );
    for (const entry of entries) expect(entry.lastModified, entry.url).toBe(expected.get(entry.url));
  });
});
