import { page } from "@/content/services/ai-solutions";
import { AiSolutionsView } from "@/components/pages/services/ai-solutions";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function AiSolutionsPage() {
  return <AiSolutionsView page={page} />;
}
