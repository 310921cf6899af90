import { notFound } from "next/navigation";
import type { articlePage } from "@/content/insights/library";
import { feedLinkOf } from "@/lib/feed";
import { localeOf } from "@/content/routes";
import { pageMetadata } from "@/lib/metadata";
import { ArticleView } from "./article-view";

type Params = { params: Promise<{ slug: string }> };

/**
 * What a route needs to serve one prerendered page per Markdown text (the articles, the publications): its
 * params, each page's metadata (announcing the insights feed) and the page. The route file adds
 * `dynamicParams = false`, so any other slug is a 404.
 */
export function articleRoute(pages: () => readonly { slug: string; page: ReturnType<typeof articlePage> }[]) {
  // Built on first use and kept for the process. Every page's metadata and body look up one entry; building
  // all of them (each with its related articles) on every lookup made the build grow with the cube of the
  // number of articles.
  let bySlug: ReadonlyMap<string, ReturnType<typeof articlePage>> | undefined;
  const all = () => (bySlug ??= new Map(pages().map(({ slug, page }) => [slug, page])));
  const find = async (params: Params["params"]) => all().get((await params).slug);
  return {
    generateStaticParams: () => [...all().keys()].map((slug) => ({ slug })),
    generateMetadata: async ({ params }: Params) => {
      const page = await find(params);
      return page ? pageMetadata(page.meta, feedLinkOf(localeOf(page.meta.path))) : {};
    },
    Page: async function ArticleRoutePage({ params }: Params) {
      const page = await find(params);
      if (!page) notFound();
      return <ArticleView article={page.article} related={page.related} />;
    },
  };
}
