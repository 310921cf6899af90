import { page } from "@/content/nl/legal/terms";
import { TermsView } from "@/components/pages/legal/terms";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchTermsPage() {
  return <TermsView page={page} />;
}
