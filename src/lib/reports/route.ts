/**
 * The route that serves an edition's report PDFs: one file per report, written at build time from the
 * edition's report texts; any other file name is a 404. Each edition's route file hands this its reports.
 */
import { reportPdfPath, type ReportText } from "@/content/insights/reports";
import { formatDate } from "@/content/format";
import type { Locale } from "@/types/facts";
import { reportPdf } from "./pdf";

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export function reportRoute(edition: {
  locale: Locale;
  reports: readonly ReportText[];
  brand: string;
  /** Where to ask for the full report, the last line of each PDF. */
  contact: string;
  words: { executiveSummary: string; keyFindings: string };
}) {
  /** A report's file name, as its edition's reports page links to it. */
  const fileOf = (report: ReportText) => fileName(reportPdfPath(report, edition.locale));
  const find = (file: string) => edition.reports.find((report) => fileOf(report) === file);
  return {
    generateStaticParams: () => edition.reports.map((report) => ({ file: fileOf(report) })),
    GET: async (_request: Request, { params }: { params: Promise<{ file: string }> }) => {
      const { file } = await params;
      const report = find(file);
      if (!report) return new Response("Not found", { status: 404 });
      const bytes = await reportPdf({
        title: report.title,
        type: report.type,
        date: report.date,
        displayDate: formatDate(report.date, edition.locale),
        summary: report.summary,
        findings: report.findings,
        brand: edition.brand,
        contact: edition.contact,
        lang: edition.locale,
        words: edition.words,
      });
      return new Response(bytes as BodyInit, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${file}"`,
        },
      });
    },
  };
}
