import { notFound } from "next/navigation";
import type { articlePage } from "@/lib/articles";
import { feedLink } from "@/lib/articles/feed";
import { pageMetadata } from "@/lib/metadata";
import { ArticleView } from "./article-view";

type Params = { params: Promise<{ slug: string }> };

/**
 * What a route needs to serve one prerendered page per Markdown text (the articles, the publications): its
 * params, each page's metadata (announcing the insights feed) and the page. The route file adds
 * `dynamicParams = false`, so any other slug is a 404.
 */
export function articleRoute(pages: () => readonly { slug: string; page: ReturnType<typeof articlePage> }[]) {
  const find = async (params: Params["params"]) => {
    const { slug } = await params;
    return pages().find((entry) => entry.slug === slug)?.page;
  };
  return {
    generateStaticParams: () => pages().map(({ slug }) => ({ slug })),
    generateMetadata: async ({ params }: Params) => {
      const page = await find(params);
      return page ? pageMetadata(page.meta, feedLink) : {};
    },
    Page: async function ArticleRoutePage({ params }: Params) {
      const page = await find(params);
      if (!page) notFound();
      return <ArticleView article={page.article} related={page.related} />;
    },
  };
}
