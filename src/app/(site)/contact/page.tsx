import { contactPage } from "@/content/contact";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(contactPage.meta, "/contact");

export default function ContactPage() {
  return (
    <>
      <Hero {...contactPage.hero} />
      <MessageFormSection form="contact" heading={contactPage.form} details={contactPage.details} />
    </>
  );
}
