import type { page as englishPage } from "@/content/about/our-organization";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { OfficeCards } from "@/components/sections/office-cards";
import { Section } from "@/components/sections/section";
import { Statements } from "@/components/sections/statements";
import { Timeline } from "@/components/sections/timeline";

/** The /about/our-organization page of either edition, from its content module. */
export function OurOrganizationView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.purpose.intro}>
        <Statements statements={page.purpose.statements} />
      </Section>
      <FeatureSection locale={locale} tone="sand" cards={page.values} />
      <Section layout="side" heading={page.timeline.intro}>
        <Timeline entries={page.timeline.entries} />
      </Section>
      <Section tone="sand" heading={page.offices.intro}>
        <OfficeCards
          locale={locale}
          offices={page.offices.offices}
          show={["address", "phone", "email", "hours"]}
        />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
