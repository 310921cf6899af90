import { page } from "@/content/services/freelance-talent";
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

export default function FreelanceTalentPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.coreServices.intro}>
        <FeatureGrid items={page.coreServices.items} columns={2} />
      </Section>
      <Section tone="sand" heading={page.talentCategories.intro}>
        <FeatureGrid items={page.talentCategories.items} columns={2} />
      </Section>
      <Section heading={page.offerings.intro}>
        <FeatureGrid items={page.offerings.items} />
      </Section>
      <Section tone="dark" heading={page.process.intro}>
        <ProcessSteps steps={page.process.steps} />
      </Section>
      <Section heading={page.successStories.intro}>
        <SuccessStories stories={page.successStories.stories} />
      </Section>
      <Section tone="sand" heading={page.pricing.intro}>
        <PricingPlans plans={page.pricing.plans} note={page.pricing.note} service={page.meta} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
