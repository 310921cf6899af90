import { page } from "@/content/nl/connect/careers";
import { CareersView } from "@/components/pages/connect/careers";
import { familyParams } from "@/lib/page-family";
import { pageMetadata } from "@/lib/metadata";

// As the English careers page: its path carries the brand (/nl/samenwerken/werken-bij-{brand}).
export const dynamicParams = false;
export function generateStaticParams() {
  return familyParams([page], "/nl/samenwerken/[join]");
}

export const metadata = pageMetadata(page.meta);

export default function DutchCareersPage() {
  return <CareersView page={page} />;
}
