import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/services/overview";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";

/** The /services page of either edition, from its content module. */
export function ServicesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.services} />
      <FeatureSection locale={locale} tone="sand" cards={page.specialties} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
