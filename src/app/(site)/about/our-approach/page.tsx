import { page } from "@/content/about/our-approach";
import { OurApproachView } from "@/components/pages/about/our-approach";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function OurApproachPage() {
  return <OurApproachView page={page} />;
}
