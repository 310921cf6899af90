import { page } from "@/content/legal/legal";
import { motifFor } from "@/content/areas";
import { DocumentBody } from "@/components/sections/document";
import { Hero } from "@/components/sections/hero";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function LegalPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <DocumentBody {...page.document} />
    </>
  );
}
