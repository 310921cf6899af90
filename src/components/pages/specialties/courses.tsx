import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";
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
      <ChecksSection tone="dark" list={page.outcomes} columns={2} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
