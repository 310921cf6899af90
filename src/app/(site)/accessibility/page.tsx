import { page } from "@/content/legal/accessibility";
import { AccessibilityView } from "@/components/pages/legal/accessibility";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function AccessibilityPage() {
  return <AccessibilityView page={page} />;
}
