import { articleRoute } from "@/components/insights/article-route";
import { articlePage, otherArticles } from "@/content/insights/library";

/** One page per Dutch article, prerendered; the lead article lives at /nl/inzichten/artikel instead. */
export const dynamicParams = false;

const route = articleRoute(() =>
  otherArticles("nl").map((article) => ({ slug: article.slug, page: articlePage(article) })),
);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
