import { describe, expect, it } from "vitest";
import { allArticles } from "@/content/insights/library";
import { renderMarkdown } from "@/content/insights/library/parse";
import { insightsFeed } from "@/lib/feed";
import { foreignImages, issueHtml, issuesFeed, issueTeaser } from "@/lib/newsletter-issues";
import { parseXml } from "../support/xml";

const issue = {
  locale: "en" as const,
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

  it("on a Dutch page (an English issue listed as one only in English): Dutch date and reading time, its English title and preheader marked English", () => {
    expect(issueTeaser(issue, "nl")).toMatchObject({
      category: "Nieuwsbrief",
      publishDate: "2 maart 2026",
      readTime: "2 min. leestijd",
      title: issue.subject,
      lang: "en",
    });
  });
});

describe("an issue's words on the archive's page and in its feed", () => {
  const origin = new URL("https://www.firm.example");

  it("renders every table an issue can hold, with or without a caption line, wherever it stands", () => {
    const tables = {
      bare: "| Market | Share |\n|---|---|\n| Retail | 40 % |",
      "in a quote": "> | Market | Share |\n> |---|---|\n> | Retail | 40 % |",
      "in a list": "- | Market | Share |\n  |---|---|\n  | Retail | 40 % |",
      "empty caption line": "Table: \n\n| Market | Share |\n|---|---|\n",
      "no headings": "| | |\n|-|-|\n| a | b |",
    };
    for (const [name, body] of Object.entries(tables)) {
      const html = renderMarkdown(body);
      expect(html, name).toContain("<table>");
      expect(html, name).toMatch(/<div class="table-scroll" role="region" aria-label="[^"]+" tabindex="0">/);
    }
    // A table without a caption is named by its column headings.
    expect(renderMarkdown(tables.bare)).toContain('aria-label="Market, Share"');
    expect(issueHtml(tables["in a quote"], origin)).toContain("<table>");
  });

  it("shows pictures of the site's own origin only, and another site's as its words", () => {
    const html = issueHtml(
      "![pixel](https://tracker.example/pixel.gif?reader=1) ![twice](//tracker.example/p.gif) ![map](/images/map.png) ![chart](https://www.firm.example/images/chart.png)",
      origin,
    );
    expect(html).toContain('<img src="/images/map.png" alt="map">');
    expect(html).toContain('<img src="https://www.firm.example/images/chart.png" alt="chart">');
    expect(html).not.toContain("tracker.example");
    expect(html).toContain("pixel");
    expect(
      foreignImages("![a](https://tracker.example/a.gif)\n\n![b](/b.png) ![c](//cdn.example/c.png)", origin),
    ).toEqual(["https://tracker.example/a.gif", "//cdn.example/c.png"]);
  });

  it("keeps the archive's feed well-formed XML whatever a stored subject or preheader holds", () => {
    const feed = issuesFeed(
      origin,
      [
        {
          ...issue,
          subject: "Control\u0001 and \u0008 and \u001f",
          preheader: "Not a char: \ufffe\uffff, lone \ud800 half",
        },
        { ...issue, subject: "Tab\tnew\nline & <b>", preheader: "" },
      ],
      "en",
    );
    expect(parseXml(feed)).toBe("ok");
    expect(feed).toContain("<title>Control and  and </title>");
    expect(feed).toContain("<description>Not a char: , lone  half</description>");
    expect(feed).toContain("<title>Tab\tnew\nline &amp; &lt;b&gt;</title>");
  });

  it("gives each edition's archive a feed of its own, in its language, at its own address", () => {
    const dutch = { ...issue, locale: "nl" as const, href: "/nl/inzichten/nieuwsbrief/maart-2026" };
    const feed = issuesFeed(origin, [dutch], "nl");
    expect(parseXml(feed)).toBe("ok");
    expect(feed).toContain("<language>nl</language>");
    expect(feed).toContain('<atom:link href="https://www.firm.example/nl/inzichten/nieuwsbrief/feed.xml"');
    expect(feed).toContain("<link>https://www.firm.example/nl/inzichten/nieuwsbrief</link>");
    expect(feed).toContain("de nieuwsbrief</title>");
    expect(feed).toContain("<link>https://www.firm.example/nl/inzichten/nieuwsbrief/maart-2026</link>");
    expect(issuesFeed(origin, [issue], "en")).toContain("<language>en</language>");
  });

  it("keeps the insights feed well-formed XML whatever an article's words hold", () => {
    const [article] = allArticles("en");
    const feed = insightsFeed(origin, "en", [
      { ...article!, title: "Bell\u0007 and \u000b tab", description: "\uffff" },
    ]);
    expect(parseXml(feed)).toBe("ok");
    expect(feed).toContain("<title>Bell and  tab</title>");
  });
});
