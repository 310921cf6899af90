import { page } from "@/content/nl/insights/research";
import { ResearchView } from "@/components/pages/insights/research";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchResearchPage() {
  return <ResearchView page={page} />;
}
