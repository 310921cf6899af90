import { page } from "@/content/nl/legal/privacy";
import { PrivacyView } from "@/components/pages/legal/privacy";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchPrivacyPage() {
  return <PrivacyView page={page} />;
}
