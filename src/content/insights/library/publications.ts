/**
 * The firm's publications: essays its partners published elsewhere, kept here in full. Markdown files in
 * src/content/insights/publications, checked and rendered exactly as articles are.
 */
import "server-only";
import path from "node:path";
import { routes } from "@/content/routes";
import type { ArticleTeaser } from "@/types/sections";
import { articlePage, loadFolder, teaserOf, type Article } from ".";

export const PUBLICATIONS_DIR = path.join(process.cwd(), "src", "content", "insights", "publications");

let cache: readonly Article[] | undefined;

export function allPublications(): readonly Article[] {
  cache ??= loadFolder(PUBLICATIONS_DIR);
  return cache;
}

export function publicationHref(publication: Article): string {
  return `${routes.publications}/${publication.slug}`;
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
    related: allPublications()
      .filter((other) => other !== publication)
      .map(publicationTeaser),
  });
}
