import { page } from "@/content/services/marketing-sales";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { channels, closing, coreServices, hero, packages, process, specializedAreas, successStories } = page;

export default function MarketingSalesPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={coreServices.intro}>
        <FeatureGrid items={coreServices.items} columns={2} />
      </Section>
      <Section tone="sand" heading={channels.intro}>
        <FeatureGrid items={channels.items} columns={4} />
      </Section>
      <Section heading={specializedAreas.intro}>
        <FeatureGrid items={specializedAreas.items} />
      </Section>
      <Section tone="dark" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={successStories.intro}>
        <SuccessStories stories={successStories.stories} />
      </Section>
      <Section tone="sand" heading={packages.intro}>
        <PricingPlans plans={packages.plans} note={packages.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
