import { notFound } from "next/navigation";
import { ArticleView } from "@/components/insights/article-view";
import { articleBySlug, articlePage, otherArticles } from "@/lib/articles";
import { feedLink } from "@/lib/articles/feed";
import { pageMetadata } from "@/lib/metadata";

/** One page per article file, prerendered; the lead article lives at /insights/article instead. */
export const dynamicParams = false;

type Props = { params: Promise<{ slug: string }> };

export function generateStaticParams() {
  return otherArticles().map((article) => ({ slug: article.slug }));
}

export async function generateMetadata({ params }: Props) {
  const article = articleBySlug((await params).slug);
  return article ? pageMetadata(articlePage(article).meta, feedLink) : {};
}

export default async function ArticlePage({ params }: Props) {
  const article = articleBySlug((await params).slug);
  if (!article) notFound();
  const page = articlePage(article);
  return <ArticleView article={page.article} related={page.related} />;
}
