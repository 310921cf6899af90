import { categoryPages } from "@/content/insights/overview";
import { ArticleList } from "@/components/insights/article-list";
import { Hero } from "@/components/sections/hero";
import { familyRoute } from "@/lib/page-family";
import { feedLink } from "@/lib/articles/feed";

/** The insights list filtered to one category: one prerendered page per category; any other is a 404. */
export const dynamicParams = false;

const route = familyRoute(categoryPages, "category", feedLink);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function InsightsCategoryPage(props: Parameters<typeof route.page>[0]) {
  const page = await route.page(props);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} />
      <ArticleList filter={page.filter} list={page.articles} />
    </>
  );
}
