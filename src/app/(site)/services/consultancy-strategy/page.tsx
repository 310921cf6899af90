import { page } from "@/content/services/consultancy-strategy";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ConsultancyStrategyPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.coreServices.intro}>
        <FeatureGrid items={page.coreServices.items} columns={2} />
      </Section>
      <Section tone="sand" heading={page.offerings.intro}>
        <FeatureGrid items={page.offerings.items} />
      </Section>
      <Section heading={page.methodology.intro}>
        <ProcessSteps steps={page.methodology.steps} />
      </Section>
      <Section tone="sand" heading={page.packages.intro}>
        <PricingPlans plans={page.packages.plans} note={page.packages.note} service={page.meta} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
