import { page } from "@/content/specialties/personal-development";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { Testimonials } from "@/components/sections/testimonials";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const {
  closing,
  focusAreas,
  hero,
  pricing,
  process,
  programs,
  specializedCoaching,
  successStories,
  testimonials,
} = page;

export default function PersonalDevelopmentPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={programs.intro}>
        <FeatureGrid items={programs.items} columns={2} />
      </Section>
      <Section tone="sand" heading={focusAreas.intro}>
        <FeatureGrid items={focusAreas.items} columns={4} />
      </Section>
      <Section heading={specializedCoaching.intro}>
        <FeatureGrid items={specializedCoaching.items} />
      </Section>
      <Section tone="dark" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={testimonials.intro}>
        <Testimonials testimonials={testimonials.items} />
      </Section>
      <Section tone="sand" heading={successStories.intro}>
        <SuccessStories stories={successStories.stories} />
      </Section>
      <Section heading={pricing.intro}>
        <PricingPlans plans={pricing.plans} note={pricing.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
