/**
 * The firm's publications: essays its partners published elsewhere, kept here in full. Markdown files in
 * content/publications, checked and rendered exactly as articles are.
 */
import "server-only";
import path from "node:path";
import { insightsPaths } from "@/content/routes";
import type { Locale } from "@/types/facts";
import type { ArticleTeaser } from "@/types/sections";
import { articlePage, loadFolder, teaserOf, translationsOf, type Article } from ".";

export const PUBLICATIONS_DIR = path.join(process.cwd(), "content", "publications");

const caches: Partial<Record<Locale, readonly Article[]>> = {};

/** Every publication of an edition: the English files, or their Dutch translations in nl/. */
export function allPublications(locale: Locale = "en"): readonly Article[] {
  caches[locale] ??=
    locale === "en"
      ? loadFolder(PUBLICATIONS_DIR)
      : translationsOf(
          "publications",
          allPublications("en"),
          loadFolder(path.join(PUBLICATIONS_DIR, "nl"), "nl"),
        );
  return caches[locale];
}

export function publicationHref(publication: Article): string {
  return `${insightsPaths[publication.locale].publications}/${publication.slug}`;
}

/** A publication as its card shows it: author and date, and a Read more into its page. */
export function publicationTeaser(publication: Article): ArticleTeaser {
  return {
    ...teaserOf(publication),
    href: publicationHref(publication),
    author: publication.author,
    featured: false,
  };
}

export function publicationPage(publication: Article) {
  return articlePage(publication, {
    path: publicationHref(publication),
    related: allPublications(publication.locale)
      .filter((other) => other !== publication)
      .map(publicationTeaser),
  });
}
