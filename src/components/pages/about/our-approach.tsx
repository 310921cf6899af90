import { localeOf } from "@/content/routes";
import type { page as englishPage } from "@/content/about/our-approach";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { FeatureSection } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { ProcessSection } from "@/components/sections/process-steps";

/** The /about/our-approach page of either edition, from its content module. */
export function OurApproachView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <FeatureSection locale={locale} cards={page.principles} columns={2} />
      <ProcessSection locale={locale} tone="dark" process={page.methodology} />
      <ChecksSection tone="sand" layout="side" list={page.commitments} columns={2} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
