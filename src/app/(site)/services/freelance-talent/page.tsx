import { page } from "@/content/services/freelance-talent";
import { FreelanceTalentView } from "@/components/pages/services/freelance-talent";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function FreelanceTalentPage() {
  return <FreelanceTalentView page={page} />;
}
