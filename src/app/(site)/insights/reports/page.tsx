import { page } from "@/content/insights/reports";
import { ReportsView } from "@/components/pages/insights/reports";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ReportsPage() {
  return <ReportsView page={page} />;
}
