import { page } from "@/content/contact/partnership-inquiries";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PartnershipInquiriesPage() {
  return (
    <>
      <Hero {...page.hero} />
      <MessageFormSection form="partnership" tone="sand" heading={page.form} details={page.details} />
    </>
  );
}
