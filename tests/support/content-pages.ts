import { readFileSync } from "node:fs";
import path from "node:path";
import { page as careersPage } from "@/content/connect/careers";
import { categoryPages } from "@/content/insights/overview";
import { pages as philosophyPages } from "@/content/insights/philosophies";
import { pages as retreatPricingPages } from "@/content/services/retreat-pricing";
import { articlePage, otherArticles } from "@/lib/articles";
import { allPublications, publicationPage } from "@/lib/articles/publications";
import type { PageMeta } from "@/types/site";
import { appRoutes, SITE_PAGES_DIR } from "./app-routes";

/** A page's content, as its page file reads it: its meta, and its sections under their names. */
export type AnyPage = { meta: PageMeta } & Record<string, unknown>;

/** The content module a static page file imports its `page` from, read from the file itself. */
export function contentModuleOf(route: string): string | undefined {
  const file = path.join(SITE_PAGES_DIR, route, "page.tsx");
  return /import \{ page \} from "@\/content\/([^"]+)";/.exec(readFileSync(file, "utf8"))?.[1];
}

/**
 * The content of every page the site builds: each static page file's content module, then the pages of the
 * family routes (careers, retreat pricing, philosophies, insights categories, articles, publications).
 */
export async function allContentPages(): Promise<AnyPage[]> {
  const staticPages = await Promise.all(
    appRoutes()
      .filter((route) => !route.includes("["))
      .map(async (route) => {
        const contentFile = contentModuleOf(route);
        if (!contentFile) throw new Error(`${route} does not import { page } from a content module`);
        const file = path.join(process.cwd(), "src", "content", `${contentFile}.ts`);
        return ((await import(/* @vite-ignore */ file)) as { page: AnyPage }).page;
      }),
  );
  return [
    ...staticPages,
    careersPage,
    ...retreatPricingPages,
    ...philosophyPages,
    ...categoryPages,
    ...otherArticles().map((article) => articlePage(article)),
    ...allPublications().map(publicationPage),
  ];
}
