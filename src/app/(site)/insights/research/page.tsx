import { page } from "@/content/insights/research";
import { ResearchView } from "@/components/pages/insights/research";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ResearchPage() {
  return <ResearchView page={page} />;
}
