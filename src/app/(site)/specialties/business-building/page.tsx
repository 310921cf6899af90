import { page } from "@/content/specialties/business-building";
import { BusinessBuildingView } from "@/components/pages/specialties/business-building";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function BusinessBuildingPage() {
  return <BusinessBuildingView page={page} />;
}
