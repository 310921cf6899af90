import type { page as englishPage } from "@/content/contact/office-locations";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ContactDetails } from "@/components/sections/contact-details";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { OfficeCards } from "@/components/sections/office-cards";
import { OfficeMap } from "@/components/sections/office-map";
import { Section } from "@/components/sections/section";
import { officeJsonLd } from "@/lib/structured-data";

/** The /contact/office-locations page of either edition, from its content module. */
export function OfficeLocationsView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.offices.intro}>
        {page.offices.offices.map((office) => (
          <JsonLd key={office.id} data={officeJsonLd(office, page.meta.path)} />
        ))}
        <OfficeMap locale={locale} offices={page.offices.offices} className="mb-12 w-full" />
        <OfficeCards
          locale={locale}
          offices={page.offices.offices}
          show={["address", "phone", "email", "hours"]}
        />
      </Section>
      <Section tone="sand" layout="side" heading={page.general.intro}>
        <ContactDetails locale={locale} {...page.general.details} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
