import { page } from "@/content/not-found";
import { SiteFrame } from "@/components/layout/site-frame";
import { NotFoundView } from "@/components/pages/not-found";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function NotFound() {
  return (
    <SiteFrame locale="en">
      <NotFoundView page={page} locale="en" />
    </SiteFrame>
  );
}
