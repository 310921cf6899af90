import { categoryFurtherPages } from "@/content/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/**
 * Page 2, 3, ... of a category's list, each prerendered; page 1 is the category page itself, so page 1, page 0,
 * a page past the last and anything not a page number are 404s.
 */
export const dynamicParams = false;

const route = familyRoute(
  categoryFurtherPages,
  "/insights/category/[category]/page/[page]",
  feedLinkOf("en"),
);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function InsightsCategoryListPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
