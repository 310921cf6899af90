import { page } from "@/content/legal/terms";
import { TermsView } from "@/components/pages/legal/terms";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function TermsPage() {
  return <TermsView page={page} />;
}
