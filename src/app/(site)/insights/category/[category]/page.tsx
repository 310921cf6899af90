import { notFound } from "next/navigation";
import { categoryPages } from "@/content/insights/overview";
import { motifFor } from "@/content/areas";
import { ArticleList } from "@/components/insights/article-list";
import { Hero } from "@/components/sections/hero";
import { familyPage, familyParams } from "@/lib/page-family";
import { feedLink } from "@/lib/articles/feed";
import { pageMetadata } from "@/lib/metadata";

/** The insights list filtered to one category: one prerendered page per category; any other is a 404. */
export const dynamicParams = false;

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams() {
  return familyParams(categoryPages, "category");
}

export async function generateMetadata({ params }: Props) {
  const page = familyPage(categoryPages, (await params).category);
  return page ? pageMetadata(page.meta, feedLink) : {};
}

export default async function InsightsCategoryPage({ params }: Props) {
  const page = familyPage(categoryPages, (await params).category);
  if (!page) notFound();
  return (
    <>
      <Hero {...page.hero} motif={motifFor(page.meta.path)} />
      <ArticleList filter={page.filter} list={page.articles} />
    </>
  );
}
