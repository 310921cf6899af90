import { page } from "@/content/services/customer-care";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function CustomerCarePage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.solutions.intro}>
        <FeatureGrid items={page.solutions.items} />
      </Section>
      <Section tone="sand" heading={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} columns={4} />
      </Section>
      <Section tone="dark" heading={page.results.intro}>
        <StatGrid stats={page.results.stats} />
      </Section>
      <Section tone="sand" heading={page.pricing.intro}>
        <PricingPlans plans={page.pricing.plans} note={page.pricing.note} service={page.meta} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
