import { page } from "@/content/specialties/leadership-development";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { closing, format, hero, outcomes, programs } = page;

export default function LeadershipDevelopmentPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={programs.intro}>
        <FeatureGrid items={programs.items} />
      </Section>
      <Section tone="sand" heading={format.intro}>
        <ProcessSteps steps={format.steps} />
      </Section>
      <Section tone="dark" heading={outcomes.intro}>
        <CheckList items={outcomes.items} columns={2} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
