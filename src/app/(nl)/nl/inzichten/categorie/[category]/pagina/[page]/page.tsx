import { categoryFurtherPages } from "@/content/nl/insights/overview";
import { ListPageView } from "@/components/insights/list-page";
import { familyRoute } from "@/lib/page-family";
import { feedLinkOf } from "@/lib/feed";

/** Page 2, 3, ... of a Dutch category's list, each prerendered. */
export const dynamicParams = false;

const route = familyRoute(
  categoryFurtherPages,
  "/nl/inzichten/categorie/[category]/pagina/[page]",
  feedLinkOf("nl"),
);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DutchCategoryListPage(props: Parameters<typeof route.page>[0]) {
  return <ListPageView page={await route.page(props)} />;
}
