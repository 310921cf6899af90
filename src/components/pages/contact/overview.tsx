import type { page as englishPage } from "@/content/contact/overview";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { Callout } from "@/components/sections/callout";
import { Faq } from "@/components/sections/faq";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { OfficeCards } from "@/components/sections/office-cards";
import { Section } from "@/components/sections/section";

/** The /contact page of either edition, from its content module. */
export function ContactView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.ways} />
      <MessageFormSection
        locale={locale}
        form="contact"
        tone="sand"
        heading={page.form}
        details={page.details}
      />
      <Section heading={page.offices.intro}>
        <OfficeCards locale={locale} offices={page.offices.offices} show={["district", "hours"]} />
      </Section>
      <Callout {...page.urgent} />
      <Section tone="sand" layout="side" heading={page.faq.intro}>
        <Faq items={page.faq.items} />
      </Section>
    </>
  );
}
