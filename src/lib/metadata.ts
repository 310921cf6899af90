import type { Metadata } from "next";
import type { PageMeta } from "@/types/site";

/**
 * A page's title, description, canonical URL and social preview, from its content module's `meta`; `feed`
 * names a feed the page's `<head>` announces.
 */
export function pageMetadata(meta: PageMeta, feed?: { title: string; path: string }): Metadata {
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: {
      canonical: meta.path,
      ...(feed ? { types: { "application/rss+xml": [{ title: feed.title, url: feed.path }] } } : {}),
    },
    openGraph: { title: meta.title, description: meta.description, url: meta.path },
  };
}
