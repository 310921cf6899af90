import type { InsightsPage } from "@/content/insights/overview";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { ArticleList } from "@/components/insights/article-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { FeaturedReport } from "@/components/sections/featured-report";
import { Hero } from "@/components/sections/hero";
import { NewsletterSection } from "@/components/sections/newsletter-section";

/**
 * The insights page of either edition: the lead article, the latest articles, topics, thinking, the two guides
 * (where the AI and customer care pages' guide buttons land), research.
 */
export function InsightsView({ page }: { page: InsightsPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* #article: the spec's links to /insights#article land on the featured article. */}
      <FeaturedReport id="article" {...page.lead} />
      <ArticleList locale={locale} filter={page.filter} list={page.articles} />
      <FeatureSection locale={locale} tone="sand" cards={page.topics} />
      <FeatureSection locale={locale} cards={page.thinking} columns={4} />
      <FeatureSection locale={locale} cards={page.guides} columns={2} />
      <FeatureSection locale={locale} tone="dark" cards={page.research} />
      <NewsletterSection locale={locale} anchor={page.newsletter.anchor} heading={page.newsletter.intro} />
    </>
  );
}
