import { page } from "@/content/nl/specialties/business-building";
import { BusinessBuildingView } from "@/components/pages/specialties/business-building";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchBusinessBuildingPage() {
  return <BusinessBuildingView page={page} />;
}
