import { page } from "@/content/specialties/talent-matching";
import { TalentMatchingView } from "@/components/pages/specialties/talent-matching";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function TalentMatchingPage() {
  return <TalentMatchingView page={page} />;
}
