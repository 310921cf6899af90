import { page } from "@/content/about/overview";
import { AboutView } from "@/components/pages/about/overview";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function AboutPage() {
  return <AboutView page={page} />;
}
