import { page } from "@/content/specialties/leadership-development";
import { CoursesView } from "@/components/pages/specialties/courses";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function LeadershipDevelopmentPage() {
  return <CoursesView page={page} />;
}
