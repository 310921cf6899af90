import type { page as englishPage } from "@/content/contact/partnership-inquiries";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { Section } from "@/components/sections/section";

/** The /contact/partnership-inquiries page of either edition, from its content module. */
export function PartnershipInquiriesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.opportunities.intro}>
        <FeatureGrid locale={locale} items={page.opportunities.items} columns={4} />
      </Section>
      <MessageFormSection
        locale={locale}
        form="partnership"
        tone="sand"
        heading={page.form}
        details={page.details}
      />
    </>
  );
}
