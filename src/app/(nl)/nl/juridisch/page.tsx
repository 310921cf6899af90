import { page } from "@/content/nl/legal/legal";
import { LegalView } from "@/components/pages/legal/legal";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchLegalPage() {
  return <LegalView page={page} />;
}
