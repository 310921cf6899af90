import { page } from "@/content/specialties/sales-training";
import { CoursesView } from "@/components/pages/specialties/courses";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function SalesTrainingPage() {
  return <CoursesView page={page} />;
}
