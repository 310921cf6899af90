import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/legal/sitemap";
import { motifFor } from "@/content/areas";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { SiteMapGroups } from "@/components/sections/site-map";

/** The /sitemap page of either edition, from its content module. */
export function SiteMapView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.quickLinks.intro}>
        <FeatureGrid locale={locale} items={page.quickLinks.items} columns={4} />
      </Section>
      <Section tone="sand" heading={page.directory.intro}>
        <SiteMapGroups groups={page.directory.groups} />
      </Section>
    </>
  );
}
