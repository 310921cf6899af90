import { page } from "@/content/contact/partnership-inquiries";
import { motifFor } from "@/content/areas";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PartnershipInquiriesPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.opportunities.intro}>
        <FeatureGrid items={page.opportunities.items} columns={4} />
      </Section>
      <MessageFormSection form="partnership" tone="sand" heading={page.form} details={page.details} />
    </>
  );
}
