import { page } from "@/content/services/retreats-lifestyle";
import { RetreatsLifestyleView } from "@/components/pages/services/retreats-lifestyle";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function RetreatsLifestylePage() {
  return <RetreatsLifestyleView page={page} />;
}
