import { page } from "@/content/about/leadership";
import { LeadershipView } from "@/components/pages/about/leadership";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function LeadershipPage() {
  return <LeadershipView page={page} />;
}
