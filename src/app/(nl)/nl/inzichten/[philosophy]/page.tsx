import { pages } from "@/content/nl/insights/philosophies";
import { PhilosophyView } from "@/components/pages/insights/philosophy";
import { familyRoute } from "@/lib/page-family";

/** The four Dutch philosophy pages, as the English family route. */
export const dynamicParams = false;

const route = familyRoute(pages, "/nl/inzichten/[philosophy]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function DutchPhilosophyPage(props: Parameters<typeof route.page>[0]) {
  return <PhilosophyView page={await route.page(props)} />;
}
