import { page } from "@/content/about/our-organization";
import { OurOrganizationView } from "@/components/pages/about/our-organization";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function OurOrganizationPage() {
  return <OurOrganizationView page={page} />;
}
