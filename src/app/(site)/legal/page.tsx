import { page } from "@/content/legal/legal";
import { LegalView } from "@/components/pages/legal/legal";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function LegalPage() {
  return <LegalView page={page} />;
}
