import { page } from "@/content/insights/publications";
import { PublicationsView } from "@/components/pages/insights/publications";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PublicationsPage() {
  return <PublicationsView page={page} />;
}
