import { page } from "@/content/nl/contact/office-locations";
import { OfficeLocationsView } from "@/components/pages/contact/office-locations";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchOfficeLocationsPage() {
  return <OfficeLocationsView page={page} />;
}
