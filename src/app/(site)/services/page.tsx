import { page } from "@/content/services/overview";
import { ServicesView } from "@/components/pages/services/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ServicesPage() {
  return <ServicesView page={page} />;
}
