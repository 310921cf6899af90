import { describe, expect, it } from "vitest";
import { issueTeaser } from "@/lib/newsletter-issues";

const issue = {
  href: "/insights/newsletter/march-2026",
  subject: "What we learned in March",
  preheader: "Three field notes on pricing, hiring and rest.",
  body: Array.from({ length: 460 }, (_, index) => `word${index}`).join(" "),
  sentAt: new Date("2026-03-02T09:00:00Z"),
};

describe("a newsletter issue as a card", () => {
  it("on an English page: English date and reading time, no language of its own", () => {
    expect(issueTeaser(issue, "en")).toMatchObject({
      category: "Newsletter",
      publishDate: "March 2, 2026",
      readTime: "2 min read",
      href: issue.href,
    });
    expect(issueTeaser(issue, "en").lang).toBeUndefined();
  });

  it("on a Dutch page: Dutch date and reading time, its English title and preheader marked English", () => {
    expect(issueTeaser(issue, "nl")).toMatchObject({
      category: "Nieuwsbrief",
      publishDate: "2 maart 2026",
      readTime: "2 min lezen",
      title: issue.subject,
      lang: "en",
    });
  });
});
