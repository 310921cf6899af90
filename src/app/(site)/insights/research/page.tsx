import { page } from "@/content/insights/research";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ResearchPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.capabilities.intro}>
        <FeatureGrid items={page.capabilities.items} columns={2} />
      </Section>
      <Section tone="sand" heading={page.services.intro}>
        <FeatureGrid items={page.services.items} />
      </Section>
      <Section heading={page.methodology.intro}>
        <ProcessSteps steps={page.methodology.steps} />
      </Section>
      <Section tone="sand" heading={page.stories.intro}>
        <SuccessStories stories={page.stories.stories} resultsLabel={page.stories.resultsLabel} />
      </Section>
      <Section id={page.packagesId} heading={page.packages.intro}>
        <PricingPlans plans={page.packages.plans} note={page.packages.note} service={page.meta} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
