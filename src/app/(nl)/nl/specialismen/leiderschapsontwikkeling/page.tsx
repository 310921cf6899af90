import { page } from "@/content/nl/specialties/leadership-development";
import { LeadershipDevelopmentView } from "@/components/pages/specialties/leadership-development";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchLeadershipDevelopmentPage() {
  return <LeadershipDevelopmentView page={page} />;
}
