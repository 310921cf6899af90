import type { ArticleListSection, FilterLinks } from "@/types/sections";
import { ActionButtons } from "@/components/sections/action-buttons";
import { ArticleCards } from "@/components/sections/article-cards";
import { Section } from "@/components/sections/section";
import { CategoryFilter } from "./category-filter";
import { PageNav } from "./page-nav";
import type { Locale } from "@/types/facts";

/**
 * The filter row above the cards it filters, and under them the links to the list's other pages when it has
 * more than one; an empty category says so and offers every article instead. One or two cards sit in a grid of
 * two, not alone in a corner of a grid of three.
 */
export function ArticleList({
  locale,
  filter,
  list,
}: {
  locale: Locale;
  filter: FilterLinks;
  list: ArticleListSection;
}) {
  return (
    <Section id="articles" heading={list.intro}>
      <CategoryFilter {...filter} />
      <div className="mt-10">
        {list.articles.length > 0 ? (
          <ArticleCards
            locale={locale}
            articles={list.articles}
            columns={list.articles.length >= 3 ? 3 : 2}
          />
        ) : (
          <div className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
            <p className="font-display text-2xl font-semibold text-ink-950">{list.empty.title}</p>
            <p className="mx-auto mt-3 max-w-xl text-ink-600">{list.empty.lead}</p>
            <ActionButtons actions={[list.empty.action]} className="mt-6 justify-center" />
          </div>
        )}
      </div>
      {list.pagination ? <PageNav locale={locale} {...list.pagination} /> : null}
    </Section>
  );
}
