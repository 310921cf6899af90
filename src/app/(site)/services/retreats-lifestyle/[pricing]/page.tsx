import { pages } from "@/content/services/retreat-pricing";
import { RetreatPricingView } from "@/components/pages/services/retreat-pricing";
import { familyRoute } from "@/lib/page-family";

/** The four retreat pricing pages: one route, prerendered for each page of the family; any other slug is a 404. */
export const dynamicParams = false;

const route = familyRoute(pages, "/services/retreats-lifestyle/[pricing]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function RetreatPricingPage(props: Parameters<typeof route.page>[0]) {
  return <RetreatPricingView page={await route.page(props)} />;
}
