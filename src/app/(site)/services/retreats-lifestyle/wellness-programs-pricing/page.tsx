import { wellnessProgramsPricing } from "@/content/services/retreat-pricing";
import { RetreatPricingPage } from "@/components/templates/retreat-pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(
  wellnessProgramsPricing.meta,
  "/services/retreats-lifestyle/wellness-programs-pricing",
);

export default function WellnessProgramsPricingPage() {
  return <RetreatPricingPage {...wellnessProgramsPricing} />;
}
