import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/about/overview";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { StatGrid } from "@/components/sections/stat-grid";

/** The /about page of either edition, from its content module. */
export function AboutView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.mission.intro}>
        <StatGrid stats={page.mission.stats} />
      </Section>
      <FeatureSection locale={locale} tone="sand" cards={page.values} />
      <FeatureSection locale={locale} cards={page.explore} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
