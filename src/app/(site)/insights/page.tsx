import { page } from "@/content/insights/overview";
import { InsightsView } from "@/components/pages/insights/overview";
import { feedLinkOf } from "@/lib/feed";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta, feedLinkOf("en"));

export default function InsightsPage() {
  return <InsightsView page={page} />;
}
