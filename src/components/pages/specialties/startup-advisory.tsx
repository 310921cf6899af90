import type { page as englishPage } from "@/content/specialties/startup-advisory";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";

/** The /specialties/startup-advisory page of either edition, from its content module. */
export function StartupAdvisoryView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* The page opens with its cases and their results, then says what the practice offers. */}
      <Section tone="sand" heading={page.successStories.intro}>
        <SuccessStories locale={locale} stories={page.successStories.stories} />
      </Section>
      <FeatureSection locale={locale} cards={page.advisoryAreas} />
      <ProcessSection locale={locale} tone="dark" process={page.stages} />
      <FeatureSection locale={locale} cards={page.engagement} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
