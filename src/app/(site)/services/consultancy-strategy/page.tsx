import { page } from "@/content/services/consultancy-strategy";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { closing, coreServices, hero, methodology, offerings, packages } = page;

export default function ConsultancyStrategyPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={coreServices.intro}>
        <FeatureGrid items={coreServices.items} columns={2} />
      </Section>
      <Section tone="sand" heading={offerings.intro}>
        <FeatureGrid items={offerings.items} />
      </Section>
      <Section heading={methodology.intro}>
        <ProcessSteps steps={methodology.steps} />
      </Section>
      <Section tone="sand" heading={packages.intro}>
        <PricingPlans plans={packages.plans} note={packages.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
