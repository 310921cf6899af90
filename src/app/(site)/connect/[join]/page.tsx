import { page } from "@/content/connect/careers";
import { CareersView } from "@/components/pages/connect/careers";
import { familyParams } from "@/lib/page-family";
import { pageMetadata } from "@/lib/metadata";

// The careers page's path carries the brand (/connect/join-{brand}), so its folder is a segment that serves
// that one slug, taken from the route table: renaming the firm in site.ts moves the page with it.
export const dynamicParams = false;
export function generateStaticParams() {
  return familyParams([page], "/connect/[join]");
}

export const metadata = pageMetadata(page.meta);

export default function CareersPage() {
  return <CareersView page={page} />;
}
