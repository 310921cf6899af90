import { latestPages } from "@/content/nl/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/** Page 2, 3, ... of /nl/inzichten' list, each prerendered. */
export const dynamicParams = false;

const route = familyRoute(latestPages, "/nl/inzichten/pagina/[page]", feedLinkOf("nl"));
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DutchInsightsListPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
