import { page } from "@/content/nl/services/marketing-sales";
import { MarketingSalesView } from "@/components/pages/services/marketing-sales";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchMarketingSalesPage() {
  return <MarketingSalesView page={page} />;
}
