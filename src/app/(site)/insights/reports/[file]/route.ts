import { reportPdfPath, reportTexts } from "@/content/insights/reports";
import { brand, contact } from "@/content/site";
import { formatDate } from "@/lib/format";
import { reportPdf } from "@/lib/reports/pdf";

/** Each report's PDF, written at build time; any other file name is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

export function generateStaticParams() {
  return reportTexts.map((report) => ({ file: fileName(reportPdfPath(report)) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const report = reportTexts.find((candidate) => fileName(reportPdfPath(candidate)) === file);
  if (!report) return new Response("Not found", { status: 404 });
  const bytes = await reportPdf({
    title: report.title,
    type: report.type,
    date: report.date,
    displayDate: formatDate(report.date, "en"),
    summary: report.summary,
    findings: report.findings,
    brand: brand.name,
    contact: `The full report and its data are available to clients. Ask ${contact.email} or call ${contact.phone}.`,
  });
  return new Response(bytes as BodyInit, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${file}"`,
    },
  });
}
