import type { ListPage } from "@/content/insights/overview";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { Hero } from "@/components/sections/hero";
import { ArticleList } from "./article-list";
import { TopicHub } from "./topic-hub";

/** A list of articles: a category page (with its topic hub under the list), or a further page of a list. */
export function ListPageView({ page }: { page: ListPage }) {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <ArticleList locale={localeOf(page.meta.path)} filter={page.filter} list={page.articles} />
      {page.hub ? <TopicHub locale={localeOf(page.meta.path)} hub={page.hub} /> : null}
    </>
  );
}
