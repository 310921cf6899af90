import { page } from "@/content/nl/specialties/leadership-development";
import { CoursesView } from "@/components/pages/specialties/courses";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchLeadershipDevelopmentPage() {
  return <CoursesView page={page} />;
}
