import { firmFacts } from "@/content/site";
import { motifFor } from "@/content/areas";
import { page } from "@/content/home";
import { serviceSummaries } from "@/content/services";
import { ArticleCards } from "@/components/sections/article-cards";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeaturedReport } from "@/components/sections/featured-report";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { ServiceCards } from "@/components/sections/service-cards";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function HomePage() {
  return (
    <>
      <Hero size="home" {...page.hero} facts={firmFacts} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeaturedReport {...page.featuredReport} />
      <Section heading={page.servicesIntro}>
        <ServiceCards services={serviceSummaries} />
      </Section>
      <Section tone="sand" heading={page.insightsIntro}>
        <ArticleCards articles={page.insightsArticles} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
