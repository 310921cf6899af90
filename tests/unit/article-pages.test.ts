import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  categoryFurtherPages,
  latestPages,
  pagedList,
  type ArticleListOf,
} from "@/content/insights/overview";
import { listingWords as dutchListingWords } from "@/content/nl/insights/overview";
import { loadFolder } from "@/content/insights/library";
import { breadcrumbTrail } from "@/lib/breadcrumbs";
import { FEED_SIZE, insightsFeed } from "@/lib/feed";

/** A folder of `count` valid articles, one a day from 1 January 2024 (the last one the newest). */
function generatedFolder(count: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "paged-articles-"));
  for (let n = 1; n <= count; n += 1) {
    const day = new Date(Date.UTC(2024, 0, n)).toISOString().slice(0, 10);
    writeFileSync(
      path.join(dir, `generated-${String(n).padStart(2, "0")}.md`),
      [
        "---",
        `title: "Generated article number ${n}"`,
        'category: "Business Building"',
        'author: "Marieke van Dijk"',
        `publishDate: "${day}"`,
        `description: "Generated article ${n}, written for the test of the paged article lists."`,
        "featured: false",
        "summary:",
        `  - "The first point of generated article ${n}."`,
        `  - "The second point of generated article ${n}."`,
        "---",
        "",
        `## A heading of article ${n}`,
        "",
        "One paragraph of text.",
        "",
      ].join("\n"),
    );
  }
  return loadFolder(dir);
}

const list: ArticleListOf = {
  path: "/insights/category/business-building",
  name: "Business Building articles",
  holds: "Brightwell's Business Building articles",
  lead: "How companies are built, from the first product to the first hundred people.",
  filter: { label: "Article categories", links: [] },
  intro: { eyebrow: "Category", title: "Business Building articles" },
  empty: { title: "None", lead: "None yet.", action: { label: "Show all articles", href: "/insights" } },
};

describe("a list of 30 articles", () => {
  const articles = generatedFolder(30);
  const { first, further } = pagedList(list, articles);

  it("is three pages of 12, 12 and 6 cards, newest first, each article once", () => {
    const pages = [first, ...further.map((page) => page.articles)];
    expect(pages.map((page) => page.articles.length)).toEqual([12, 12, 6]);
    expect(pages.flatMap((page) => page.articles.map((card) => card.title))).toEqual(
      Array.from({ length: 30 }, (_, i) => `Generated article number ${30 - i}`),
    );
  });

  it("has its first page at the list's path and the others under /page/{n}, each linked from every page", () => {
    expect(further.map((page) => page.meta.path)).toEqual([`${list.path}/page/2`, `${list.path}/page/3`]);
    expect(first.intro).toBe(list.intro);
    expect(first.pagination?.pages.map((page) => page?.href)).toEqual([
      list.path,
      `${list.path}/page/2`,
      `${list.path}/page/3`,
    ]);
    expect(further[1]!.articles.pagination).toMatchObject({
      previous: `${list.path}/page/2`,
      next: undefined,
    });
  });

  it("gives each further page its own title, heading and a description of 50-160 characters", () => {
    expect(further.map((page) => page.meta.title)).toEqual([
      "Business Building articles, page 2 of 3",
      "Business Building articles, page 3 of 3",
    ]);
    expect(further.map((page) => page.hero.title)).toEqual(further.map((page) => page.meta.title));
    expect(further.map((page) => page.articles.intro.title)).toEqual([
      "Articles 13 to 24 of 30",
      "Articles 25 to 30 of 30",
    ]);
    const descriptions = further.map((page) => page.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const description of descriptions) expect(description.length).toBeGreaterThanOrEqual(50);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(160);
  });

  it("puts each further page under the list's first page in its breadcrumb trail", () => {
    expect(breadcrumbTrail(further[1]!.meta)).toEqual([
      { label: "Home", href: "/" },
      { label: "Insights", href: "/insights" },
      { label: "Business Building articles", href: list.path },
      { label: "Business Building articles, page 3 of 3", href: `${list.path}/page/3` },
    ]);
    const latest = pagedList({ ...list, path: "/insights", name: "Latest articles" }, articles).further;
    expect(breadcrumbTrail(latest[0]!.meta).map((step) => step.label)).toEqual([
      "Home",
      "Insights",
      "Latest articles, page 2 of 3",
    ]);
  });

  it("in the Dutch edition's words, has its further pages under /pagina/{n}, titled and described in Dutch", () => {
    const dutch = pagedList(
      { ...list, path: "/nl/inzichten/categorie/business-building", name: "Artikelen over bedrijfsopbouw" },
      articles,
      dutchListingWords,
    );
    const path = "/nl/inzichten/categorie/business-building";
    expect(dutch.further.map((page) => page.meta.path)).toEqual([`${path}/pagina/2`, `${path}/pagina/3`]);
    expect(dutch.first.pagination?.next).toBe(`${path}/pagina/2`);
    expect(dutch.further[0]!.meta.title).toBe("Artikelen over bedrijfsopbouw, pagina 2 van 3");
    expect(dutch.further[1]!.articles.intro.title).toBe("Artikelen 25 tot en met 30 van 30");
    expect(dutch.further[0]!.hero.eyebrow).toBe("Inzichten");
  });

  it("feeds only its newest articles to the RSS feed", () => {
    const feed = insightsFeed(new URL("https://example.com"), "en", articles);
    expect(feed.match(/<item>/g)).toHaveLength(FEED_SIZE);
    expect(feed).toContain("Generated article number 30<");
    expect(feed).not.toContain("Generated article number 10<");
  });
});

describe("a list of 12 articles or fewer", () => {
  it("is one page without a pagination nav", () => {
    const { first, further } = pagedList(list, generatedFolder(12));
    expect(first.articles).toHaveLength(12);
    expect(first.pagination).toBeUndefined();
    expect(further).toEqual([]);
  });
});

describe("the site's lists, with today's articles", () => {
  it("fit on one page each", () => {
    expect([...latestPages, ...categoryFurtherPages]).toEqual([]);
  });
});
