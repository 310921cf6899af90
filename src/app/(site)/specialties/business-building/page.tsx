import { page } from "@/content/specialties/business-building";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { capabilities, closing, hero, packages, process } = page;

export default function BusinessBuildingPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={capabilities.intro}>
        <FeatureGrid items={capabilities.items} columns={4} />
      </Section>
      <Section tone="sand" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={packages.intro}>
        <PricingPlans plans={packages.plans} note={packages.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
