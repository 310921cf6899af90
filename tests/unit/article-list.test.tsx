import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleList } from "@/components/insights/article-list";
import { pagination } from "@/content/insights/paging";

const filter = {
  label: "Article categories",
  links: [
    { label: "All", href: "/insights", current: false },
    { label: "Leadership", href: "/insights/category/leadership", current: true },
  ],
};
const empty = {
  title: "No Leadership articles yet",
  lead: "We have not published in this category yet.",
  action: { label: "Show all articles", href: "/insights" },
};
const article = {
  category: "Leadership",
  title: "Leading through a reorganization",
  description: "How to keep your best people.",
  readTime: "15 min read",
  publishDate: "November 19, 2024",
  href: "/insights/articles/leading-through-a-reorganization",
};

describe("the insights list", () => {
  it("in an empty category says so and offers every article", () => {
    const html = renderToStaticMarkup(
      <ArticleList
        locale="en"
        filter={filter}
        list={{ intro: { title: "Leadership articles" }, articles: [], empty }}
      />,
    );
    expect(html).toContain("No Leadership articles yet");
    expect(html).toMatch(/<a[^>]*href="\/insights"[^>]*>Show all articles/);
    expect(html).not.toContain("<article");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Leadership<\/a>/);
  });

  it("with articles shows their cards and no empty message", () => {
    const html = renderToStaticMarkup(
      <ArticleList
        locale="en"
        filter={filter}
        list={{ intro: { title: "Leadership articles" }, articles: [article], empty }}
      />,
    );
    expect(html).toContain("Leading through a reorganization");
    expect(html).not.toContain("No Leadership articles yet");
  });
});

describe("the insights list's pagination", () => {
  const render = (pagination?: Parameters<typeof ArticleList>[0]["list"]["pagination"]) =>
    renderToStaticMarkup(
      <ArticleList
        locale="en"
        filter={filter}
        list={{ intro: { title: "Articles 13 to 24 of 84" }, articles: [article], pagination, empty }}
      />,
    );

  /** An `<a>` with both attributes, in any order, whose text (after any icon) is `text`. */
  const link = (a: string, b: string, text: string) =>
    new RegExp(`<a(?=[^>]*${a})(?=[^>]*${b})[^>]*>(<svg.*?</svg>)?${text}(<svg.*?</svg>)?</a>`);

  it("is a nav under the cards with previous, next and the page numbers, the current one marked", () => {
    const html = render(pagination("/insights", 2, 7));
    expect(html).toContain('<nav aria-label="Pagination"');
    expect(html.indexOf('aria-label="Pagination"')).toBeGreaterThan(html.indexOf("<article"));
    expect(html).toMatch(link('href="/insights"', 'rel="prev"', "Previous"));
    expect(html).toMatch(link('href="/insights/page/3"', 'rel="next"', "Next"));
    expect(html).toMatch(link('href="/insights/page/2"', 'aria-current="page"', "2"));
    expect(html).toMatch(link('href="/insights/page/7"', 'aria-label="Page 7"', "7"));
    expect(html.match(/aria-current="page"/g)).toHaveLength(2); // the filter's current link and this page
    expect(html).toMatch(/<li aria-hidden="true"[^>]*>…<\/li>/);
  });

  it("has no previous link on the first page, no next on the last, and no nav for one page", () => {
    expect(render(pagination("/insights", 1, 3))).not.toContain("Previous");
    expect(render(pagination("/insights", 3, 3))).not.toContain("Next");
    expect(render(undefined)).not.toContain("Pagination");
  });
});
