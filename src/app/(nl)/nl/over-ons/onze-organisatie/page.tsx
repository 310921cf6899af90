import { page } from "@/content/nl/about/our-organization";
import { OurOrganizationView } from "@/components/pages/about/our-organization";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchOurOrganizationPage() {
  return <OurOrganizationView page={page} />;
}
