import type { page as englishPage } from "@/content/specialties/personal-development";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingSection } from "@/components/sections/pricing-plans";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { StoriesSection } from "@/components/sections/success-stories";
import { Testimonials } from "@/components/sections/testimonials";

/** The /specialties/personal-development page of either edition, from its content module. */
export function PersonalDevelopmentView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* The page opens with its cases and their results, then says what the practice offers. */}
      <StoriesSection locale={locale} tone="sand" cases={page.successStories} />
      <FeatureSection locale={locale} cards={page.programs} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.focusAreas} columns={4} />
      <FeatureSection locale={locale} cards={page.specializedCoaching} />
      <ProcessSection locale={locale} tone="dark" process={page.process} />
      <Section tone="sand" heading={page.testimonials.intro}>
        <Testimonials locale={locale} testimonials={page.testimonials.items} />
      </Section>
      <PricingSection locale={locale} pricing={page.pricing} service={page.meta} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
