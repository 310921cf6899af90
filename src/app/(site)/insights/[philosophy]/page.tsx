import { pages } from "@/content/insights/philosophies";
import { PhilosophyView } from "@/components/pages/insights/philosophy";
import { familyRoute } from "@/lib/page-family";

/**
 * The four philosophy pages: one route, prerendered for each page of the family; any other slug is a 404. The
 * static folders beside it (research, article, ...) take precedence over this segment.
 */
export const dynamicParams = false;

const route = familyRoute(pages, "/insights/[philosophy]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function PhilosophyPage(props: Parameters<typeof route.page>[0]) {
  return <PhilosophyView page={await route.page(props)} />;
}
