import { page } from "@/content/about/global-network";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OfficeCards } from "@/components/sections/office-cards";
import { OfficeMap } from "@/components/sections/office-map";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function GlobalNetworkPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.offices.intro}>
        <OfficeMap offices={page.offices.offices} className="mb-12 w-full" />
        <OfficeCards offices={page.offices.offices} show={["team", "specialties", "contactLink"]} />
      </Section>
      <Section tone="sand" heading={page.collaboration.intro}>
        <FeatureGrid items={page.collaboration.items} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
