import { page } from "@/content/insights/overview";
import { motifFor } from "@/content/areas";
import { ArticleList } from "@/components/insights/article-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FeaturedReport } from "@/components/sections/featured-report";
import { Hero } from "@/components/sections/hero";
import { NewsletterSection } from "@/components/sections/newsletter-section";
import { Section } from "@/components/sections/section";
import { feedLink } from "@/lib/feed";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta, feedLink);

export default function InsightsPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* #article: the spec's links to /insights#article land on the featured article. */}
      <FeaturedReport id="article" {...page.lead} />
      <ArticleList filter={page.filter} list={page.articles} />
      <Section tone="sand" heading={page.topics.intro}>
        <FeatureGrid items={page.topics.items} />
      </Section>
      <Section heading={page.thinking.intro}>
        <FeatureGrid items={page.thinking.items} columns={4} />
      </Section>
      <Section tone="dark" heading={page.research.intro}>
        <FeatureGrid items={page.research.items} />
      </Section>
      <NewsletterSection anchor={page.newsletter.anchor} heading={page.newsletter.intro} />
    </>
  );
}
