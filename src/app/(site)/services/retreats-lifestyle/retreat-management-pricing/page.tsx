import { retreatManagementPricing } from "@/content/services/retreat-pricing";
import { RetreatPricingPage } from "@/components/templates/retreat-pricing-page";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(
  retreatManagementPricing.meta,
  "/services/retreats-lifestyle/retreat-management-pricing",
);

export default function RetreatManagementPricingPage() {
  return <RetreatPricingPage {...retreatManagementPricing} />;
}
