import { transformationPricing } from "@/content/services/retreat-pricing";
import { RetreatPricingPage } from "@/components/templates/retreat-pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(
  transformationPricing.meta,
  "/services/retreats-lifestyle/transformation-pricing",
);

export default function TransformationPricingPage() {
  return <RetreatPricingPage {...transformationPricing} />;
}
