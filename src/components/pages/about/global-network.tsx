import type { page as englishPage } from "@/content/about/global-network";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OfficeCards } from "@/components/sections/office-cards";
import { OfficeMap } from "@/components/sections/office-map";
import { Section } from "@/components/sections/section";

/** The /about/global-network page of either edition, from its content module. */
export function GlobalNetworkView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.offices.intro}>
        <OfficeMap locale={locale} offices={page.offices.offices} className="mb-12 w-full" />
        <OfficeCards
          locale={locale}
          offices={page.offices.offices}
          show={["team", "specialties", "contactLink"]}
        />
      </Section>
      <FeatureSection locale={locale} tone="sand" cards={page.collaboration} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
