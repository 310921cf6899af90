import type { page as englishPage } from "@/content/services/freelance-talent";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /services/freelance-talent page of either edition, from its content module. */
export function FreelanceTalentView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* The page opens with its cases and their results, then says what the practice offers. */}
      <StoriesSection locale={locale} tone="sand" cases={page.successStories} />
      <FeatureSection locale={locale} cards={page.coreServices} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.talentCategories} columns={2} />
      <FeatureSection locale={locale} cards={page.offerings} />
      <ProcessSection locale={locale} tone="dark" process={page.process} />
      <PricingSection locale={locale} tone="sand" pricing={page.pricing} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
