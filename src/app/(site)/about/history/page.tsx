import { page } from "@/content/about/history";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { Timeline } from "@/components/sections/timeline";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function HistoryPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section layout="side" heading={page.timeline.intro}>
        <Timeline entries={page.timeline.entries} />
      </Section>
      <Section tone="sand" heading={page.constants.intro}>
        <FeatureGrid items={page.constants.items} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
