import type { MetadataRoute } from "next";
import { routes } from "@/content/routes";
import { languagesOf } from "@/lib/metadata";
import { indexedPages } from "@/lib/pages";
import { siteUrl } from "@/lib/site-url";

export const dynamic = "force-static";

/**
 * Every page search engines should find (the route table's, the articles, publications and insights
 * categories, and the Dutch edition's), with the publishing date of the pages that have one, and each page's
 * counterpart in the other language. The utility pages and the API are not
 * pages of the list, and the 404 is unlisted in it.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl();
  const absolute = (path: string) => new URL(path, origin).toString();
  return indexedPages().map((meta) => {
    const languages = languagesOf(meta.path);
    return {
      url: absolute(meta.path),
      // Each page of both editions names both, and x-default (Google's hreflang in sitemaps).
      ...(languages
        ? {
            alternates: {
              languages: Object.fromEntries(
                Object.entries(languages).map(([lang, path]) => [lang, absolute(path)]),
              ),
            },
          }
        : {}),
      ...(meta.published ? { lastModified: meta.published } : {}),
      changeFrequency: "monthly" as const,
      priority: meta.path === routes.home ? 1 : 0.7,
    };
  });
}
