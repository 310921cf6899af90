import { latestPages } from "@/content/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/**
 * Page 2, 3, ... of /insights' list, each prerendered; page 1 is /insights itself, so /insights/page/1, page 0,
 * a page past the last and anything not a page number are 404s.
 */
export const dynamicParams = false;

const route = familyRoute(latestPages, "/insights/page/[page]", feedLinkOf("en"));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function InsightsListPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
