import { page } from "@/content/services/consultancy-strategy";
import { ConsultancyStrategyView } from "@/components/pages/services/consultancy-strategy";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ConsultancyStrategyPage() {
  return <ConsultancyStrategyView page={page} />;
}
