import { page } from "@/content/specialties/personal-development";
import { PersonalDevelopmentView } from "@/components/pages/specialties/personal-development";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PersonalDevelopmentPage() {
  return <PersonalDevelopmentView page={page} />;
}
