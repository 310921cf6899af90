import type { page as englishPage } from "@/content/services/ai-solutions";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OpeningCase } from "@/components/sections/opening-case";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";

/** The /services/ai-solutions page of either edition, from its content module. */
export function AiSolutionsView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <OpeningCase locale={locale} {...page.case} />
      <FeatureSection locale={locale} cards={page.services} columns={2} />
      <ProcessSection locale={locale} tone="sand" process={page.process} />
      <PricingSection locale={locale} pricing={page.pricing} service={page.meta} />
      <ChecksSection tone="dark" list={page.whyChoose} columns={2} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
