import type { page as englishPage } from "@/content/legal/sitemap";
import { motifFor } from "@/content/areas";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { SiteMapGroups } from "@/components/sections/site-map";

/** The /sitemap page of either edition, from its content module. */
export function SiteMapView({ page }: { page: typeof englishPage }) {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.quickLinks.intro}>
        <FeatureGrid items={page.quickLinks.items} columns={4} />
      </Section>
      <Section tone="sand" heading={page.directory.intro}>
        <SiteMapGroups groups={page.directory.groups} />
      </Section>
    </>
  );
}
