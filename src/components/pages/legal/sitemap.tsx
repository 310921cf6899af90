import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/legal/sitemap";
import { motifFor } from "@/content/areas";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { SiteMapGroups } from "@/components/sections/site-map";

/** The /sitemap page of either edition, from its content module. */
export function SiteMapView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.quickLinks} columns={4} />
      <Section tone="sand" heading={page.directory.intro}>
        <SiteMapGroups groups={page.directory.groups} />
      </Section>
    </>
  );
}
