import { page } from "@/content/contact/overview";
import { motifFor } from "@/content/areas";
import { Callout } from "@/components/sections/callout";
import { Faq } from "@/components/sections/faq";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { OfficeCards } from "@/components/sections/office-cards";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ContactPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.ways.intro}>
        <FeatureGrid items={page.ways.items} />
      </Section>
      <MessageFormSection form="contact" tone="sand" heading={page.form} details={page.details} />
      <Section heading={page.offices.intro}>
        <OfficeCards offices={page.offices.offices} show={["district", "hours"]} />
      </Section>
      <Callout {...page.urgent} />
      <Section tone="sand" layout="side" heading={page.faq.intro}>
        <Faq items={page.faq.items} />
      </Section>
    </>
  );
}
