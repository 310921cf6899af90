import { page } from "@/content/specialties/leadership-development";
import { LeadershipDevelopmentView } from "@/components/pages/specialties/leadership-development";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function LeadershipDevelopmentPage() {
  return <LeadershipDevelopmentView page={page} />;
}
