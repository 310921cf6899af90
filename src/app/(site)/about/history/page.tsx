import { page } from "@/content/about/history";
import { HistoryView } from "@/components/pages/about/history";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function HistoryPage() {
  return <HistoryView page={page} />;
}
