import { categoryPages } from "@/content/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/** The insights list filtered to one category: one prerendered page per category; any other is a 404. */
export const dynamicParams = false;

const route = familyRoute(categoryPages, "/insights/category/[category]", feedLinkOf("en"));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function InsightsCategoryPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
