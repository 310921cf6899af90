import { page } from "@/content/nl/insights/publications";
import { PublicationsView } from "@/components/pages/insights/publications";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchPublicationsPage() {
  return <PublicationsView page={page} />;
}
