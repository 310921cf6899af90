import { page } from "@/content/legal/sitemap";
import { SiteMapView } from "@/components/pages/legal/sitemap";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function SiteMapPage() {
  return <SiteMapView page={page} />;
}
