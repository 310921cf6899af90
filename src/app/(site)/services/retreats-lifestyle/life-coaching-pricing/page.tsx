import { lifeCoachingPricing } from "@/content/services/retreat-pricing";
import { RetreatPricingPage } from "@/components/templates/retreat-pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(
  lifeCoachingPricing.meta,
  "/services/retreats-lifestyle/life-coaching-pricing",
);

export default function LifeCoachingPricingPage() {
  return <RetreatPricingPage {...lifeCoachingPricing} />;
}
