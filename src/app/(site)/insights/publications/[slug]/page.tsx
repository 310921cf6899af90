import { notFound } from "next/navigation";
import { ArticleView } from "@/components/insights/article-view";
import { allPublications, publicationBySlug, publicationPage } from "@/lib/articles/publications";
import { pageMetadata } from "@/lib/metadata";

/** One page per publication file, prerendered; any other slug is a 404. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return allPublications().map((publication) => ({ slug: publication.slug }));
}

export async function generateMetadata({ params }: Props) {
  const publication = publicationBySlug((await params).slug);
  return publication ? pageMetadata(publicationPage(publication).meta) : {};
}

export default async function PublicationPage({ params }: Props) {
  const publication = publicationBySlug((await params).slug);
  if (!publication) notFound();
  const page = publicationPage(publication);
  return <ArticleView article={page.article} related={page.related} />;
}
