import { page } from "@/content/nl/specialties/talent-matching";
import { TalentMatchingView } from "@/components/pages/specialties/talent-matching";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchTalentMatchingPage() {
  return <TalentMatchingView page={page} />;
}
