import { page } from "@/content/services/ai-solutions";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { closing, hero, pricing, process, services, whyChoose } = page;

export default function AiSolutionsPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={services.intro}>
        <FeatureGrid items={services.items} columns={2} />
      </Section>
      <Section tone="sand" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={pricing.intro}>
        <PricingPlans plans={pricing.plans} note={pricing.note} />
      </Section>
      <Section tone="dark" heading={whyChoose.intro}>
        <CheckList items={whyChoose.items} columns={2} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
