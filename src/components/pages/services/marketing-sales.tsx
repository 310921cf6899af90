import type { page as englishPage } from "@/content/services/marketing-sales";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OpeningCase } from "@/components/sections/opening-case";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /services/marketing-sales page of either edition, from its content module. */
export function MarketingSalesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <OpeningCase locale={locale} {...page.case} />
      <FeatureSection locale={locale} cards={page.coreServices} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.channels} columns={4} />
      <FeatureSection locale={locale} cards={page.specializedAreas} />
      <ProcessSection locale={locale} tone="dark" process={page.process} />
      <StoriesSection locale={locale} cases={page.successStories} />
      <PricingSection locale={locale} tone="sand" pricing={page.packages} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
