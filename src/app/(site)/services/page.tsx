import { page } from "@/content/services/overview";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { closing, hero, services, specialties } = page;

export default function ServicesPage() {
  return (
    <>
      <Hero {...hero} />
      <Section heading={services.intro}>
        <FeatureGrid items={services.items} />
      </Section>
      <Section tone="sand" heading={specialties.intro}>
        <FeatureGrid items={specialties.items} />
      </Section>
      <CallToAction {...closing} />
    </>
  );
}
