import { page } from "@/content/services/marketing-sales";
import { MarketingSalesView } from "@/components/pages/services/marketing-sales";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function MarketingSalesPage() {
  return <MarketingSalesView page={page} />;
}
