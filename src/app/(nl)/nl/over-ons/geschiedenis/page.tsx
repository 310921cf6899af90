import { page } from "@/content/nl/about/history";
import { HistoryView } from "@/components/pages/about/history";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchHistoryPage() {
  return <HistoryView page={page} />;
}
