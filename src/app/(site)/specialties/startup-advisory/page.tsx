import { page } from "@/content/specialties/startup-advisory";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { advisoryAreas, closing, engagement, hero, stages, successStories } = page;

export default function StartupAdvisoryPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={advisoryAreas.intro}>
        <FeatureGrid items={advisoryAreas.items} />
      </Section>
      <Section tone="dark" heading={stages.intro}>
        <ProcessSteps steps={stages.steps} />
      </Section>
      <Section heading={engagement.intro}>
        <FeatureGrid items={engagement.items} />
      </Section>
      <Section tone="sand" heading={successStories.intro}>
        <SuccessStories stories={successStories.stories} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
