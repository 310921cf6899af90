import type { page as englishPage } from "@/content/contact/partnership-inquiries";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";

/** The /contact/partnership-inquiries page of either edition, from its content module. */
export function PartnershipInquiriesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.opportunities} columns={4} />
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
