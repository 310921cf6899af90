import type { page as englishPage } from "@/content/insights/publications";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { ArticleCards } from "@/components/sections/article-cards";
import { CallToAction } from "@/components/sections/call-to-action";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";

/** The publications page of either edition: a card per essay, each leading to its page. */
export function PublicationsView({ page }: { page: typeof englishPage }) {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.publications.intro}>
        <ArticleCards
          locale={localeOf(page.meta.path)}
          articles={page.publications.items}
          columns={2}
          more={page.publications.more}
        />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
