import { page } from "@/content/nl/about/leadership";
import { LeadershipView } from "@/components/pages/about/leadership";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchLeadershipPage() {
  return <LeadershipView page={page} />;
}
