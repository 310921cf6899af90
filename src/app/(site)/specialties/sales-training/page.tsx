import { page } from "@/content/specialties/sales-training";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { approach, closing, courses, hero, outcomes } = page;

export default function SalesTrainingPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={courses.intro}>
        <FeatureGrid items={courses.items} />
      </Section>
      <Section tone="sand" heading={approach.intro}>
        <ProcessSteps steps={approach.steps} />
      </Section>
      <Section tone="dark" heading={outcomes.intro}>
        <CheckList items={outcomes.items} columns={2} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
