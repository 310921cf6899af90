import type { page as englishPage } from "@/content/legal/terms";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { DocumentBody } from "@/components/sections/document";
import { Hero } from "@/components/sections/hero";

/** The /terms page of either edition, from its content module. */
export function TermsView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <DocumentBody locale={locale} {...page.document} />
    </>
  );
}
