import type { page as englishPage } from "@/content/specialties/sales-training";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";

/** The /specialties/sales-training page of either edition, from its content module. */
export function SalesTrainingView({ page }: { page: typeof englishPage }) {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.courses.intro}>
        <FeatureGrid items={page.courses.items} />
      </Section>
      <Section tone="sand" heading={page.approach.intro}>
        <ProcessSteps steps={page.approach.steps} />
      </Section>
      <Section tone="dark" heading={page.outcomes.intro}>
        <CheckList items={page.outcomes.items} columns={2} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
