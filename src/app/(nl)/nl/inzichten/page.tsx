import { page } from "@/content/nl/insights/overview";
import { InsightsView } from "@/components/pages/insights/overview";
import { feedLinkOf } from "@/lib/feed";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta, feedLinkOf("nl"));

export default function DutchInsightsPage() {
  return <InsightsView page={page} />;
}
