import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleList } from "@/components/insights/article-list";

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

describe("the insights list", () => {
  it("in an empty category says so and offers every article", () => {
    const html = renderToStaticMarkup(
      <ArticleList filter={filter} list={{ intro: { title: "Leadership articles" }, articles: [], empty }} />,
    );
    expect(html).toContain("No Leadership articles yet");
    expect(html).toMatch(/<a[^>]*href="\/insights"[^>]*>Show all articles/);
    expect(html).not.toContain("<article");
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Leadership<\/a>/);
  });

  it("with articles shows their cards and no empty message", () => {
    const article = {
      category: "Leadership",
      title: "Leading through a reorganization",
      description: "How to keep your best people.",
      readTime: "15 min read",
      publishDate: "November 19, 2024",
      href: "/insights/articles/leading-through-a-reorganization",
    };
    const html = renderToStaticMarkup(
      <ArticleList
        filter={filter}
        list={{ intro: { title: "Leadership articles" }, articles: [article], empty }}
      />,
    );
    expect(html).toContain("Leading through a reorganization");
    expect(html).not.toContain("No Leadership articles yet");
  });
});
