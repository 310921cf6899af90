import { reportTexts } from "@/content/nl/insights/reports";
import { brand, contact } from "@/content/nl/site";
import { reportRoute } from "@/lib/reports/route";

/** Each report's Dutch PDF, written at build time; any other file name is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

const route = reportRoute({
  locale: "nl",
  reports: reportTexts,
  brand: brand.name,
  contact: `Het volledige rapport en de data zijn beschikbaar voor klanten. Mail ${contact.email} of bel ${contact.phone}.`,
  words: { executiveSummary: "Managementsamenvatting", keyFindings: "Belangrijkste bevindingen" },
});
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
