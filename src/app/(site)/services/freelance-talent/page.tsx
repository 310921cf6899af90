import { page } from "@/content/services/freelance-talent";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { closing, coreServices, hero, offerings, pricing, process, successStories, talentCategories } = page;

export default function FreelanceTalentPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={coreServices.intro}>
        <FeatureGrid items={coreServices.items} columns={2} />
      </Section>
      <Section tone="sand" heading={talentCategories.intro}>
        <FeatureGrid items={talentCategories.items} columns={2} />
      </Section>
      <Section heading={offerings.intro}>
        <FeatureGrid items={offerings.items} />
      </Section>
      <Section tone="dark" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={successStories.intro}>
        <SuccessStories stories={successStories.stories} />
      </Section>
      <Section tone="sand" heading={pricing.intro}>
        <PricingPlans plans={pricing.plans} note={pricing.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
