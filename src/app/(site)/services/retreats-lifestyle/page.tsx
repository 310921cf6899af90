import { page } from "@/content/services/retreats-lifestyle";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { benefits, closing, hero, offers, process, retreatTypes, stories } = page;

export default function RetreatsLifestylePage() {
  return (
    <>
      <Hero {...hero} />
      <Section id={offers.id} heading={offers.intro}>
        <FeatureGrid items={offers.items} columns={2} />
      </Section>
      <Section tone="sand" heading={retreatTypes.intro}>
        <FeatureGrid items={retreatTypes.items} columns={4} />
      </Section>
      <Section heading={benefits.intro}>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <Section tone="sand" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={stories.intro}>
        <SuccessStories stories={stories.stories} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
