import { page } from "@/content/nl/about/overview";
import { AboutView } from "@/components/pages/about/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchAboutPage() {
  return <AboutView page={page} />;
}
