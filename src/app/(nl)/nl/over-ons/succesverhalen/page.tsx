import { page } from "@/content/nl/about/success-stories";
import { SuccessStoriesView } from "@/components/pages/about/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchSuccessStoriesPage() {
  return <SuccessStoriesView page={page} />;
}
