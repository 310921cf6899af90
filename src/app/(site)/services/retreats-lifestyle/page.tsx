import { page } from "@/content/services/retreats-lifestyle";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function RetreatsLifestylePage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section id={page.offers.id} heading={page.offers.intro}>
        <FeatureGrid items={page.offers.items} columns={2} />
      </Section>
      <Section tone="sand" heading={page.retreatTypes.intro}>
        <FeatureGrid items={page.retreatTypes.items} columns={4} />
      </Section>
      <Section heading={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} columns={4} />
      </Section>
      <Section tone="sand" heading={page.process.intro} layout="side">
        <ProcessSteps steps={page.process.steps} direction="column" />
      </Section>
      <Section heading={page.stories.intro}>
        <SuccessStories stories={page.stories.stories} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
