import type { page as englishPage } from "@/content/services/retreats-lifestyle";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /services/retreats-lifestyle page of either edition, from its content module. */
export function RetreatsLifestyleView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* The page opens with its cases and their results, then says what the practice offers. */}
      <StoriesSection locale={locale} tone="sand" cases={page.stories} />
      <FeatureSection locale={locale} cards={page.offers} columns={2} />
      <FeatureSection locale={locale} tone="sand" cards={page.retreatTypes} columns={4} />
      <FeatureSection locale={locale} cards={page.benefits} columns={4} />
      <ProcessSection locale={locale} tone="sand" process={page.process} layout="side" />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
