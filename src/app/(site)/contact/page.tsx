import { page } from "@/content/contact/overview";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function ContactPage() {
  return (
    <>
      <Hero {...page.hero} />
      <MessageFormSection form="contact" heading={page.form} details={page.details} />
    </>
  );
}
