import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { featuredReportOf, page as englishHome } from "@/content/home";
import { reportTexts } from "@/content/insights/reports";
import { page as dutchHome } from "@/content/nl/home";
import { reportTexts as dutchReportTexts } from "@/content/nl/insights/reports";
import { reportPdf } from "@/lib/reports/pdf";

const input = (report: (typeof reportTexts)[number]) => ({
  title: report.title,
  type: report.type,
  date: report.date,
  displayDate: report.date,
  summary: report.summary,
  findings: report.findings,
  brand: "Brand",
  contact: "Ask hello@example.com.",
  lang: "en",
  words: { executiveSummary: "Executive summary", keyFindings: "Key findings" },
});

describe("a report's PDF", () => {
  for (const report of reportTexts) {
    it(`${report.slug}: a readable PDF named after the report, dated with it`, async () => {
      const bytes = await reportPdf(input(report));
      expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(`${report.title}: executive summary`);
      expect(pdf.getCreationDate()?.toISOString().slice(0, 10)).toBe(report.date);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    });
  }

  it("is the same file every build", async () => {
    const report = reportTexts[0];
    expect(Buffer.from(await reportPdf(input(report)))).toEqual(Buffer.from(await reportPdf(input(report))));
  });

  it("writes text the standard fonts cannot encode without failing", async () => {
    const report = reportTexts[0];
    const bytes = await reportPdf({ ...input(report), summary: ["Émigré → ≥ 50% 日本 ok"] });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it("is written in the language of its edition: a Dutch report's title, headings and language are Dutch", async () => {
    const report = dutchReportTexts[0];
    const bytes = await reportPdf({
      ...input(report),
      lang: "nl",
      words: { executiveSummary: "Managementsamenvatting", keyFindings: "Belangrijkste bevindingen" },
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`${report.title}: managementsamenvatting`);
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Lang \(nl\)/);
  });
});

describe("the featured report on the home pages", () => {
  it("is named by its own type and date, in each edition's words and format", () => {
    const english = featuredReportOf(reportTexts);
    const dutch = featuredReportOf(dutchReportTexts);
    expect(englishHome.featuredReport.meta).toEqual(["Annual report", "January 28, 2025"]);
    expect(dutchHome.featuredReport.meta).toEqual(["Jaarrapport", "28 januari 2025"]);
    expect([englishHome.featuredReport.title, dutchHome.featuredReport.title]).toEqual([
      english.title,
      dutch.title,
    ]);
  });
});
