import type { page as englishPage } from "@/content/specialties/talent-matching";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { FeePlans } from "@/components/sections/fee-plans";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /specialties/talent-matching page of either edition, from its content module. */
export function TalentMatchingView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      {/* The page opens with its cases and their results, then says what the practice offers. */}
      <StoriesSection locale={locale} tone="sand" cases={page.successStories} />
      <FeatureSection locale={locale} cards={page.services} />
      <ProcessSection locale={locale} tone="dark" process={page.process} />
      <FeatureSection locale={locale} cards={page.industries} columns={4} />
      <FeatureSection locale={locale} tone="sand" cards={page.solutions} />
      <ProcessSection locale={locale} process={page.methodology} layout="side" />
      <Section tone="sand" heading={page.fees.intro}>
        <FeePlans locale={locale} plans={page.fees.plans} />
      </Section>
      <ChecksSection layout="side" list={page.feeDetails} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
