import type { Metadata } from "next";
import type { PageMeta } from "@/types/site";

/** A page's title, description, canonical URL and social preview, from its content module's `meta`. */
export function pageMetadata(meta: PageMeta): Metadata {
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    alternates: { canonical: meta.path },
    openGraph: { title: meta.title, description: meta.description, url: meta.path },
  };
}
