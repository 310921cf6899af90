import { partnershipPage } from "@/content/contact";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(partnershipPage.meta, "/contact/partnership-inquiries");

export default function PartnershipInquiriesPage() {
  return (
    <>
      <Hero {...partnershipPage.hero} />
      <MessageFormSection
        form="partnership"
        tone="sand"
        heading={partnershipPage.form}
        details={partnershipPage.details}
      />
    </>
  );
}
