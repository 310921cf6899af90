import { page } from "@/content/nl/services/overview";
import { ServicesView } from "@/components/pages/services/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchServicesPage() {
  return <ServicesView page={page} />;
}
