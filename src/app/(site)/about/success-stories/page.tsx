import { page } from "@/content/about/success-stories";
import { SuccessStoriesView } from "@/components/pages/about/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function SuccessStoriesPage() {
  return <SuccessStoriesView page={page} />;
}
