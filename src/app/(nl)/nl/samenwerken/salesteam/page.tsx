import { page } from "@/content/nl/connect/sales-team";
import { SalesTeamView } from "@/components/pages/connect/sales-team";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchSalesTeamPage() {
  return <SalesTeamView page={page} />;
}
