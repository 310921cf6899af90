import { page } from "@/content/insights/publications";
import { motifFor } from "@/content/areas";
import { ArticleCards } from "@/components/sections/article-cards";
import { CallToAction } from "@/components/sections/call-to-action";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function PublicationsPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.publications.intro}>
        <ArticleCards articles={page.publications.items} columns={2} more="Read more" />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
