import { pages } from "@/content/nl/services/retreat-pricing";
import { RetreatPricingView } from "@/components/pages/services/retreat-pricing";
import { familyRoute } from "@/lib/page-family";

/** The four Dutch retreat pricing pages, as the English family route. */
export const dynamicParams = false;

const route = familyRoute(pages, "/nl/diensten/retreats-en-leefstijl/[pricing]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DutchRetreatPricingPage(props: Parameters<typeof route.page>[0]) {
  return <RetreatPricingView page={await route.page(props)} />;
}
