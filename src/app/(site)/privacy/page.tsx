import { page } from "@/content/legal/privacy";
import { PrivacyView } from "@/components/pages/legal/privacy";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PrivacyPage() {
  return <PrivacyView page={page} />;
}
