/**
 * The insights' covers as files (/art/covers/<slug>.svg): the cards of a list show them as images, so a page of
 * twelve cards carries twelve addresses, not twelve drawings twice over (HTML and flight data). The shapes are the
 * ones the page draws inline where a cover opens it (components/art/covers.tsx), painted in the tokens' colours by
 * the route (app/art/covers).
 */
import "server-only";
import { allArticles } from "@/content/insights/library";
import { allPublications } from "@/content/insights/library/publications";
import { reportCover, reportTexts } from "@/content/insights/reports";
import { coverPath } from "@/lib/cover-path";
import type { Cover } from "@/types/sections";

/** Every cover by its file name ("pricing-your-first-product.svg"); two insights of one slug stop the build. */
export function coverFiles(): ReadonlyMap<string, Cover> {
  const covers: Cover[] = [
    ...allArticles("en").map((article) => article.cover),
    ...allPublications("en").map((publication) => publication.cover),
    ...reportTexts.map(reportCover),
  ];
  const files = new Map<string, Cover>();
  for (const cover of covers) {
    const file = coverPath(cover).split("/").at(-1)!;
    if (files.has(file)) throw new Error(`Two insights share the cover file ${file}`);
    files.set(file, cover);
  }
  return files;
}
