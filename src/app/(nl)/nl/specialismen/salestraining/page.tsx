import { page } from "@/content/nl/specialties/sales-training";
import { CoursesView } from "@/components/pages/specialties/courses";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchSalesTrainingPage() {
  return <CoursesView page={page} />;
}
