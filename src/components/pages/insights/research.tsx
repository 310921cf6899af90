import type { page as englishPage } from "@/content/insights/research";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /insights/research page of either edition, from its content module. */
export function ResearchView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.capabilities} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.services} />
      <ProcessSection locale={locale} process={page.methodology} />
      <StoriesSection locale={locale} tone="sand" cases={page.stories} />
      <PricingSection locale={locale} pricing={page.packages} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
