import type { MetadataRoute } from "next";
import { routes } from "@/content/routes";
import { indexedPages } from "@/lib/pages";
import { siteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

/**
 * Every page search engines should find (the route table's, the articles, publications and insights
 * categories), with the publishing date of the pages that have one. The utility pages and the API are not
 * pages of the list, and the 404 is unlisted in it.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  return indexedPages().map((meta) => ({
    url: new URL(meta.path, origin).toString(),
    ...(meta.published ? { lastModified: meta.published } : {}),
    changeFrequency: "monthly",
    priority: meta.path === routes.home ? 1 : 0.7,
  }));
}
