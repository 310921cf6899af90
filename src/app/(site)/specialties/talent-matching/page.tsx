import { page } from "@/content/specialties/talent-matching";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { FeePlans } from "@/components/sections/fee-plans";
import { Hero } from "@/components/sections/hero";
import { ProcessSteps } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const {
  closing,
  feeDetails,
  fees,
  hero,
  industries,
  methodology,
  process,
  services,
  solutions,
  successStories,
} = page;

export default function TalentMatchingPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={services.intro}>
        <FeatureGrid items={services.items} />
      </Section>
      <Section tone="dark" heading={process.intro}>
        <ProcessSteps steps={process.steps} />
      </Section>
      <Section heading={industries.intro}>
        <FeatureGrid items={industries.items} columns={4} />
      </Section>
      <Section tone="sand" heading={solutions.intro}>
        <FeatureGrid items={solutions.items} />
      </Section>
      <Section heading={methodology.intro}>
        <ProcessSteps steps={methodology.steps} />
      </Section>
      <Section tone="sand" heading={successStories.intro}>
        <SuccessStories stories={successStories.stories} />
      </Section>
      <Section heading={fees.intro}>
        <FeePlans plans={fees.plans} />
      </Section>
      <Section tone="sand" heading={feeDetails.intro}>
        <CheckList items={feeDetails.items} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
