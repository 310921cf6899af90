import { page } from "@/content/connect/sales-team";
import { SalesTeamView } from "@/components/pages/connect/sales-team";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function SalesTeamPage() {
  return <SalesTeamView page={page} />;
}
