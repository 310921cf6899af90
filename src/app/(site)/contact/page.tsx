import { page } from "@/content/contact/overview";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { hero, form, details } = page;

export default function ContactPage() {
  return (
    <>
      <Hero {...hero} />
      <MessageFormSection form="contact" heading={form} details={details} />
    </>
  );
}
