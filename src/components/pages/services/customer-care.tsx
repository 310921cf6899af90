import type { page as englishPage } from "@/content/services/customer-care";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OpeningCase } from "@/components/sections/opening-case";
import { PricingSection } from "@/components/sections/pricing-plans";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";

/** The /services/customer-care page of either edition, from its content module. */
export function CustomerCareView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <OpeningCase locale={locale} {...page.case} />
      <FeatureSection locale={locale} cards={page.solutions} />
      <FeatureSection locale={locale} tone="sand" cards={page.benefits} columns={4} />
      <Section tone="dark" heading={page.results.intro}>
        <StatGrid stats={page.results.stats} />
      </Section>
      <PricingSection locale={locale} tone="sand" pricing={page.pricing} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
