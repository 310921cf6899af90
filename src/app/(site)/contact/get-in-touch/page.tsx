import { page } from "@/content/contact/get-in-touch";
import { motifFor } from "@/content/areas";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function GetInTouchPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <MessageFormSection form="get-in-touch" heading={page.form} details={page.details} />
    </>
  );
}
