import { articleRoute } from "@/components/insights/article-route";
import { allPublications, publicationPage } from "@/content/insights/library/publications";

/** One page per Dutch publication, prerendered. */
export const dynamicParams = false;

const route = articleRoute(() =>
  allPublications("nl").map((publication) => ({
    slug: publication.slug,
    page: publicationPage(publication),
  })),
);
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
