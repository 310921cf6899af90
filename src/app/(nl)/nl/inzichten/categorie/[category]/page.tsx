import { categoryPages } from "@/content/nl/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/** The Dutch insights list filtered to one category: one prerendered page per category. */
export const dynamicParams = false;

const route = familyRoute(categoryPages, "/nl/inzichten/categorie/[category]", feedLinkOf("nl"));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DutchInsightsCategoryPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
