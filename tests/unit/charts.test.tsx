import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart } from "@/components/sections/chart";
import { allArticles } from "@/content/insights/library";
import { ArticleError, chartMark, parseArticle } from "@/content/insights/library/parse";
import { reportTexts } from "@/content/insights/reports";
import { reportTexts as dutchReportTexts } from "@/content/nl/insights/reports";
import { page as stories } from "@/content/about/success-stories";
import { numbersIn } from "@/content/translation";
import type { Chart as ChartData } from "@/types/sections";

const chart: ChartData = {
  title: "Scalers and stallers, side by side",
  series: ["Scalers", "Stallers"],
  rows: [
    {
      label: "Review a plan",
      values: [
        { value: 71, display: "71%" },
        { value: 29, display: "29%" },
      ],
      max: 100,
    },
    {
      label: "Days to hire",
      values: [
        { value: 54, display: "54 days" },
        { value: 108, display: "108 days" },
      ],
    },
  ],
  source: "Survey of 312 companies.",
};

/** The widths of the drawn bars, in order (the track of each bar is the full 100). */
const barWidths = (html: string) =>
  [...html.matchAll(/<rect width="([\d.]+)" height="10" class="fill-(?!ink-900\/6)/g)].map((match) =>
    Number(match[1]),
  );

describe("a chart", () => {
  const html = renderToStaticMarkup(<Chart chart={chart} />);

  it("writes its heading, key, labels, every figure as the text writes it, and its source as text", () => {
    const text = html.replace(/<svg[\s\S]*?<\/svg>/g, "").replace(/<[^>]+>/g, " ");
    for (const words of [chart.title, "Scalers", "Stallers", "Review a plan", "Days to hire", chart.source])
      expect(text).toContain(words);
    for (const figure of ["71%", "29%", "54 days", "108 days"]) expect(text).toContain(figure);
  });

  it("names each figure's series for a screen reader, and hides the bars from it", () => {
    expect(html).toContain('<span class="sr-only">Scalers: </span>71%');
    expect(html).toContain('<span class="sr-only">Stallers: </span>108 days');
    expect(html.match(/<svg aria-hidden="true"/g)).toHaveLength(4);
  });

  it("draws a bar to its row's max, or else to the largest value of the chart", () => {
    expect(barWidths(html)).toEqual([71, 29, 50, 100]);
  });

  it("has no key for one series, and no series name before its figures", () => {
    const one = renderToStaticMarkup(
      <Chart
        chart={{ ...chart, series: ["Share"], rows: [{ label: "A", values: [{ value: 5, display: "5%" }] }] }}
      />,
    );
    expect(one).not.toContain("sr-only");
    expect(one).not.toContain("rounded-sm");
  });
});

describe("the charts of the content", () => {
  it("give every report one, with one figure per series in each row, in both editions", () => {
    for (const report of [...reportTexts, ...dutchReportTexts])
      for (const row of report.chart.rows) expect(row.values).toHaveLength(report.chart.series.length);
  });

  it("state only figures their report states", () => {
    for (const report of reportTexts) {
      const stated = new Set(numbersIn([...report.summary, ...report.findings].join(" "), "en"));
      const shown = report.chart.rows.flatMap((row) =>
        row.values.flatMap(({ display }) => numbersIn(display, "en")),
      );
      for (const figure of shown) expect(stated, `${report.slug}: ${figure}`).toContain(figure);
    }
  });

  it("draw the success stories' before and after from figures their results state", () => {
    const charted = stories.stories.stories.filter((story) => "chart" in story && story.chart);
    expect(charted.length).toBeGreaterThan(0);
    for (const story of charted) {
      const stated = new Set(numbersIn(story.results.join(" "), "en"));
      for (const row of story.chart!.rows)
        for (const { display } of row.values)
          for (const figure of numbersIn(display, "en")) expect(stated).toContain(figure);
    }
  });

  it("are drawn where two articles argue with numbers, in both editions", () => {
    for (const locale of ["en", "nl"] as const) {
      const charted = allArticles(locale).filter((article) => article.charts.length > 0);
      expect(charted).toHaveLength(2);
      for (const article of charted) expect(article.html).toContain(chartMark(0));
    }
  });
});

describe("a chart block in an article", () => {
  const article = (block: string) =>
    [
      "---",
      'title: "Pricing a first product"',
      'category: "Business Building"',
      'author: "Marieke van Dijk"',
      'publishDate: "2025-02-01"',
      'description: "How to move from cost-plus pricing to value pricing without losing the first customers."',
      'summary:\n  - "Price against the value delivered."\n  - "Test prices with real offers."',
      "---",
      "",
      "## Two prices",
      "",
      "Cost-plus against value.",
      "",
      "```chart",
      block,
      "```",
      "",
      "After the chart.",
    ].join("\n");
  const good = [
    'title: "Two years, two prices"',
    'series: ["Over two years"]',
    "rows:",
    '  - label: "Cost-plus"',
    '    values: [{ value: 9000, display: "€9,000" }]',
    '  - label: "Value"',
    '    values: [{ value: 13200, display: "€13,200" }]',
    'source: "The company\'s figures."',
  ].join("\n");

  it("becomes the article's chart, marked where it stands, and no code block", () => {
    const parsed = parseArticle("two-prices.md", article(good));
    expect(parsed.charts).toEqual([
      {
        title: "Two years, two prices",
        series: ["Over two years"],
        rows: [
          { label: "Cost-plus", values: [{ value: 9000, display: "€9,000" }] },
          { label: "Value", values: [{ value: 13200, display: "€13,200" }] },
        ],
        source: "The company's figures.",
      },
    ]);
    expect(parsed.html).toContain(`<p>Cost-plus against value.</p>\n${chartMark(0)}<p>After the chart.</p>`);
    expect(parsed.html).not.toContain("<pre>");
  });

  it("fails the build, naming the file, when a row has a figure too few or the shape is wrong", () => {
    const uneven = good.replace('series: ["Over two years"]', 'series: ["Before", "After"]');
    expect(() => parseArticle("two-prices.md", article(uneven))).toThrow(ArticleError);
    expect(() => parseArticle("two-prices.md", article(uneven))).toThrow(
      /two-prices\.md.*"Cost-plus" has 1 values for 2 series/,
    );
    expect(() => parseArticle("two-prices.md", article(good.replace("source", "sauce")))).toThrow(
      /two-prices\.md: chart/,
    );
  });
});
