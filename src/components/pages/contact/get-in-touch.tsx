import type { page as englishPage } from "@/content/contact/get-in-touch";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { Hero } from "@/components/sections/hero";
import { MessageFormSection } from "@/components/sections/message-form-section";

/** The /contact/get-in-touch page of either edition, from its content module. */
export function GetInTouchView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <MessageFormSection locale={locale} form="get-in-touch" heading={page.form} details={page.details} />
    </>
  );
}
