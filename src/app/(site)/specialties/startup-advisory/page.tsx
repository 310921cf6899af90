import { page } from "@/content/specialties/startup-advisory";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function StartupAdvisoryPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.advisoryAreas.intro}>
        <FeatureGrid items={page.advisoryAreas.items} />
      </Section>
      <Section tone="dark" heading={page.stages.intro}>
        <ProcessSteps steps={page.stages.steps} />
      </Section>
      <Section heading={page.engagement.intro}>
        <FeatureGrid items={page.engagement.items} />
      </Section>
      <Section tone="sand" heading={page.successStories.intro}>
        <SuccessStories stories={page.successStories.stories} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
