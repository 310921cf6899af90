import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/about/history";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { Timeline } from "@/components/sections/timeline";

/** The /about/history page of either edition, from its content module. */
export function HistoryView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section layout="side" heading={page.timeline.intro}>
        <Timeline entries={page.timeline.entries} />
      </Section>
      <FeatureSection locale={locale} tone="sand" cards={page.constants} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
