import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
import { Section } from "@/components/sections/section";
import type { CoursesPage } from "@/types/site";

/**
 * A specialty taught in programmes or courses, in either edition: /specialties/leadership-development and
 * /specialties/sales-training, each from its content module.
 */
export function CoursesView({ page }: { page: CoursesPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.offer} />
      <ProcessSection locale={locale} tone="sand" process={page.method} />
      <Section tone="dark" heading={page.outcomes.intro}>
        <CheckList items={page.outcomes.items} columns={2} />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
