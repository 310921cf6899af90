import { page } from "@/content/services/customer-care";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { benefits, closing, hero, pricing, results, solutions } = page;

export default function CustomerCarePage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={solutions.intro}>
        <FeatureGrid items={solutions.items} />
      </Section>
      <Section tone="sand" heading={benefits.intro}>
        <FeatureGrid items={benefits.items} columns={4} />
      </Section>
      <Section tone="dark" heading={results.intro}>
        <StatGrid stats={results.stats} />
      </Section>
      <Section tone="sand" heading={pricing.intro}>
        <PricingPlans plans={pricing.plans} note={pricing.note} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
