import { localeOf } from "@/content/routes";
import type { pages as englishPages } from "@/content/insights/philosophies";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Prose } from "@/components/sections/prose";
import { Section } from "@/components/sections/section";

/** One of the four philosophy pages of either edition: principles, a list, an essay. */
export function PhilosophyView({ page }: { page: (typeof englishPages)[number] }) {
  const { hero, principles, list, essay, closing } = page;
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={principles} />
      <ChecksSection tone="sand" layout="side" list={list} />
      <Section layout="side" heading={essay.intro}>
        <Prose paragraphs={essay.paragraphs} />
      </Section>
      <CallToAction {...closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
