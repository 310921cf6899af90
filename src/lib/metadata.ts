import type { Metadata } from "next";
import type { PageMeta } from "@/content/types";

/** A page's title, description, canonical URL and social preview, from its content module's `meta`. */
export function pageMetadata(meta: PageMeta, path: string): Metadata {
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: path },
    openGraph: { title: meta.title, description: meta.description, url: path },
  };
}
