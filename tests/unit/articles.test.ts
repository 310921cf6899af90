import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allArticles, ARTICLES_DIR, loadArticles, translationsOf } from "@/content/insights/library";
import { allPublications } from "@/content/insights/library/publications";
import {
  ArticleError,
  countWords,
  parseArticle,
  renderMarkdown,
  WORDS_PER_MINUTE,
} from "@/content/insights/library/parse";

const frontMatter = {
  title: 'title: "Pricing a first product"',
  category: 'category: "Business Building"',
  author: 'author: "Marieke van Dijk"',
  publishDate: 'publishDate: "2025-02-01"',
  description:
    'description: "How to move from cost-plus pricing to value pricing without losing the first customers."',
  featured: "featured: true",
  summary: 'summary:\n  - "Price against the value delivered."\n  - "Test prices with real offers."',
};
type Field = keyof typeof frontMatter;

function source({
  without,
  replace = {},
  body,
}: { without?: Field; replace?: Partial<Record<Field, string>>; body?: string } = {}) {
  const lines = (Object.keys(frontMatter) as Field[])
    .filter((field) => field !== without)
    .map((field) => replace[field] ?? frontMatter[field]);
  return `---\n${lines.join("\n")}\n---\n\n${body ?? "## Why price matters\n\nOne two three.\n\nTable: Two numbers\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"}`;
}

describe("an article file", () => {
  it("becomes a typed article with its HTML, headings and read time", () => {
    const words = Array.from({ length: WORDS_PER_MINUTE * 3 }, (_, i) => `word${i}`).join(" ");
    const article = parseArticle(
      "pricing.md",
      source({ body: `## Why price matters\n\n${words}\n\n> A quote.\n` }),
    );
    expect(article.slug).toBe("pricing");
    expect(article.category).toBe("Business Building");
    expect(article.headings).toEqual([{ id: "why-price-matters", title: "Why price matters" }]);
    expect(article.html).toContain('<h2 id="why-price-matters"');
    expect(article.html).toContain("<blockquote>");
    expect(article.words).toBe(WORDS_PER_MINUTE * 3 + 5);
    expect(article.readMinutes).toBe(3);
  });

  it("wraps tables in a scrollable, focusable region named by the caption and never passes raw HTML through", () => {
    const article = parseArticle(
      "t.md",
      source({
        body: "Table: Costs & <b>gains</b>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script>\n",
      }),
    );
    expect(article.html).toContain(
      '<div class="table-scroll" role="region" aria-label="Costs &amp; &lt;b&gt;gains&lt;/b&gt;" tabindex="0"><table><caption>Costs &amp; &lt;b&gt;gains&lt;/b&gt;</caption>',
    );
    expect(article.html).not.toContain("Table:");
    expect(article.html).not.toContain("<script>");
  });

  it("with a table without a caption fails, naming the file", () => {
    expect(() =>
      parseArticle("bare-table.md", source({ body: "Some text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n" })),
    ).toThrow(/^bare-table\.md: every table needs a caption/);
  });

  for (const field of ["title", "category", "author", "publishDate", "description", "summary"] as const) {
    it(`without ${field} fails, naming the file and the field`, () => {
      expect(() => parseArticle("broken-article.md", source({ without: field }))).toThrow(
        new RegExp(`^broken-article\\.md: .*${field}`),
      );
    });
  }

  it("with an unknown category, author or date fails, naming the file", () => {
    for (const replace of [
      { category: 'category: "Gardening"' },
      { author: 'author: "Someone Else"' },
      { publishDate: 'publishDate: "12 March 2025"' },
    ]) {
      expect(() => parseArticle("odd.md", source({ replace }))).toThrow(ArticleError);
      expect(() => parseArticle("odd.md", source({ replace }))).toThrow(/^odd\.md: /);
    }
  });

  it("with a field the schema does not know, an h1 or no front matter fails", () => {
    expect(() =>
      parseArticle("x.md", source({ replace: { featured: "featured: true\nreadTime: 5" } })),
    ).toThrow(/readTime/);
    expect(() => parseArticle("x.md", source({ body: "# Title again\n\nText." }))).toThrow(/h1/);
    expect(() => parseArticle("x.md", "Just text")).toThrow(/^x\.md: no front matter/);
  });

  it("counts words as a reader does: tokens with a letter or digit, not Markdown marks", () => {
    expect(countWords("## Heading here\n\n- one, two\n\n| a | b |\n|---|---|")).toBe(6);
  });
});

describe("a folder of articles", () => {
  it("fails on its first bad file, by name", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    writeFileSync(path.join(dir, "good.md"), source());
    writeFileSync(path.join(dir, "zz-bad.md"), source({ without: "author" }));
    expect(() => loadArticles(dir)).toThrow(/^zz-bad\.md: author/);
  });

  it("needs an article marked featured, for /insights/article", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    writeFileSync(path.join(dir, "only.md"), source({ replace: { featured: "featured: false" } }));
    expect(() => loadArticles(dir)).toThrow(/featured/);
  });

  it("refuses a second featured article: one lead, one Featured badge", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "articles-"));
    writeFileSync(path.join(dir, "one.md"), source());
    writeFileSync(path.join(dir, "two.md"), source({ replace: { title: 'title: "Another title"' } }));
    expect(() => loadArticles(dir)).toThrow(/only one article may have `featured: true`, but one, two do/);
  });
});

describe("the site's articles", () => {
  const articles = loadArticles(ARTICLES_DIR);

  it("are written to the read times the spec gives (6, 8, 9, 10, 11, 12 and 15 minutes)", () => {
    expect(articles.map((article) => article.readMinutes).sort((a, b) => a - b)).toEqual([
      6, 8, 9, 10, 11, 12, 15,
    ]);
  });

  it("have distinct slugs and titles, and headings to navigate by", () => {
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    for (const article of articles) expect(article.headings.length, article.slug).toBeGreaterThanOrEqual(3);
  });
});

describe("a Dutch translation", () => {
  const english = parseArticle(
    "hiring-for-potential.md",
    source({ body: "## Why\n\nWe saw 40 hires in 3 years.\n" }),
  );
  const dutch = (body: string, replace: Partial<Record<Field, string>> = {}) =>
    parseArticle("werven-op-potentieel-niet-op-de-vorige-baan.md", source({ body, replace }), "nl");
  const check = (translation: ReturnType<typeof dutch>) =>
    translationsOf("articles", [english], [translation]);

  it("is accepted when it keeps its original's facts and numbers, and takes its reading time", () => {
    const [checked] = check(
      dutch("## Waarom\n\nWe zagen 40 aannames in 3 jaar, met nog wat meer woorden.\n"),
    );
    expect(checked!.locale).toBe("nl");
    expect(checked!.readMinutes).toBe(english.readMinutes);
  });

  it("fails the build when it states another number, drops a heading or moves its date", () => {
    expect(() => check(dutch("## Waarom\n\nWe zagen 41 aannames in 3 jaar.\n"))).toThrow(/other numbers/);
    expect(() => check(dutch("We zagen 40 aannames in 3 jaar.\n"))).toThrow(/headings/);
    expect(() =>
      check(
        dutch("## Waarom\n\nWe zagen 40 aannames in 3 jaar.\n", { publishDate: 'publishDate: "2025-02-02"' }),
      ),
    ).toThrow(/publishDate/);
  });

  it("fails the build when an English text has none, or a Dutch text translates nothing", () => {
    expect(() => translationsOf("articles", [english], [])).toThrow(/has no Dutch translation/);
    const stray = parseArticle("los.md", source({ body: "## Los\n\nTekst.\n" }), "nl");
    expect(() => translationsOf("articles", [], [stray])).toThrow(/translates no English text/);
  });

  it("leads its links to the Dutch pages of the site", () => {
    const linked = dutch("## Waarom\n\nWe zagen 40 aannames in 3 jaar. [Neem contact op](/contact).\n");
    expect(linked.html).toContain('href="/nl/contact"');
  });

  it("exists for every English article and publication of the site", () => {
    expect(allArticles("nl")).toHaveLength(allArticles("en").length);
    expect(allPublications("nl")).toHaveLength(allPublications("en").length);
  });
});

describe("a span in another language", () => {
  it("is marked with its language, its text escaped, and anything else left as it is", () => {
    expect(renderMarkdown("_Eerder verschenen in [The Retention Desk]{lang=en}, 2024._")).toContain(
      '<em>Eerder verschenen in <span lang="en">The Retention Desk</span>, 2024.</em>',
    );
    expect(renderMarkdown("[<b>bold</b>]{lang=en}")).toContain(
      '<span lang="en">&lt;b&gt;bold&lt;/b&gt;</span>',
    );
    expect(renderMarkdown("[no language]{lang=english} and [a link](/x)")).not.toContain("<span");
  });
});
