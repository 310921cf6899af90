import { reportTexts } from "@/content/insights/reports";
import { brand, contact } from "@/content/site";
import { reportRoute } from "@/lib/reports/route";

/** Each report's PDF, written at build time; any other file name is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

const route = reportRoute({
  locale: "en",
  reports: reportTexts,
  brand: brand.name,
  contact: `The full report and its data are available to clients. Ask ${contact.email} or call ${contact.phone}.`,
  words: { executiveSummary: "Executive summary", keyFindings: "Key findings" },
});
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
