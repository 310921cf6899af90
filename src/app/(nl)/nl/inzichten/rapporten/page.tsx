import { page } from "@/content/nl/insights/reports";
import { ReportsView } from "@/components/pages/insights/reports";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchReportsPage() {
  return <ReportsView page={page} />;
}
