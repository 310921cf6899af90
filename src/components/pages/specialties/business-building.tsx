import type { page as englishPage } from "@/content/specialties/business-building";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";

/** The /specialties/business-building page of either edition, from its content module. */
export function BusinessBuildingView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.capabilities} columns={4} />
      <ProcessSection locale={locale} tone="sand" process={page.process} />
      <PricingSection locale={locale} pricing={page.packages} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
