import { page } from "@/content/nl/legal/sitemap";
import { SiteMapView } from "@/components/pages/legal/sitemap";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function DutchSiteMapPage() {
  return <SiteMapView page={page} />;
}
