import type { MetadataRoute } from "next";
import { publicRoutes, routes } from "@/content/routes";
import { siteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

/** Every public page, from the route table. */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return publicRoutes.map((route) => ({
    url: new URL(route, origin).toString(),
    changeFrequency: "monthly",
    priority: route === routes.home ? 1 : 0.7,
  }));
}
