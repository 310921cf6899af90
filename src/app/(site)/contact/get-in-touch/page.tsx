import { page } from "@/content/contact/get-in-touch";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

const { hero, form, details } = page;

export default function GetInTouchPage() {
  return (
    <>
      <Hero {...hero} />
      <MessageFormSection form="get-in-touch" heading={form} details={details} />
    </>
  );
}
