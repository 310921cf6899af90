import { page } from "@/content/nl/services/consultancy-strategy";
import { ConsultancyStrategyView } from "@/components/pages/services/consultancy-strategy";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchConsultancyStrategyPage() {
  return <ConsultancyStrategyView page={page} />;
}
