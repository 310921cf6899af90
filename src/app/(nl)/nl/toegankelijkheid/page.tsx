import { page } from "@/content/nl/legal/accessibility";
import { AccessibilityView } from "@/components/pages/legal/accessibility";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchAccessibilityPage() {
  return <AccessibilityView page={page} />;
}
