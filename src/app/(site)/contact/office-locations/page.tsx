import { page } from "@/content/contact/office-locations";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ContactDetails } from "@/components/sections/contact-details";
import { Hero } from "@/components/sections/hero";
import { JsonLd } from "@/components/sections/json-ld";
import { OfficeCards } from "@/components/sections/office-cards";
import { OfficeMap } from "@/components/sections/office-map";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";
import { officeJsonLd } from "@/lib/structured-data";

export const metadata = pageMetadata(page.meta);

export default function OfficeLocationsPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.offices.intro}>
        {page.offices.offices.map((office) => (
          <JsonLd key={office.id} data={officeJsonLd(office, page.meta.path)} />
        ))}
        <OfficeMap offices={page.offices.offices} className="mb-12 w-full" />
        <OfficeCards offices={page.offices.offices} show={["address", "phone", "email", "hours"]} />
      </Section>
      <Section tone="sand" layout="side" heading={page.general.intro}>
        <ContactDetails {...page.general.details} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
