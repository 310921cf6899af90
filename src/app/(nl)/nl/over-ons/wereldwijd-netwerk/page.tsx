import { page } from "@/content/nl/about/global-network";
import { GlobalNetworkView } from "@/components/pages/about/global-network";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchGlobalNetworkPage() {
  return <GlobalNetworkView page={page} />;
}
