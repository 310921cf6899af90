import { page } from "@/content/nl/specialties/sales-training";
import { SalesTrainingView } from "@/components/pages/specialties/sales-training";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchSalesTrainingPage() {
  return <SalesTrainingView page={page} />;
}
