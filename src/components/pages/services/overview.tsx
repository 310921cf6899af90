import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/services/overview";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";

/** The /services page of either edition, from its content module. */
export function ServicesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.services.intro}>
        <FeatureGrid locale={locale} items={page.services.items} />
      </Section>
      <Section tone="sand" heading={page.specialties.intro}>
        <FeatureGrid locale={locale} items={page.specialties.items} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
