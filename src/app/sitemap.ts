import type { MetadataRoute } from "next";
import { pageRoutes } from "@/lib/page-routes";
import { siteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

/** Every page under app/(site), found on disk at build time, so a new page needs no second list. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return pageRoutes().map((route) => ({
    url: new URL(route, origin).toString(),
    changeFrequency: "monthly",
    priority: route === "/" ? 1 : 0.7,
  }));
}
