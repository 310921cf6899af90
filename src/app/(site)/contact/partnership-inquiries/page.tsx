import { page } from "@/content/contact/partnership-inquiries";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { hero, form, details } = page;

export default function PartnershipInquiriesPage() {
  return (
    <>
      <Hero {...hero} />
      <MessageFormSection form="partnership" tone="sand" heading={form} details={details} />
    </>
  );
}
