import { page } from "@/content/nl/specialties/startup-advisory";
import { StartupAdvisoryView } from "@/components/pages/specialties/startup-advisory";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchStartupAdvisoryPage() {
  return <StartupAdvisoryView page={page} />;
}
