import type { page as englishPage } from "@/content/about/success-stories";
import { localeOf } from "@/content/routes";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { StoriesSection } from "@/components/sections/success-stories";

/** The /about/success-stories page of either edition, from its content module. */
export function SuccessStoriesView({ page }: { page: typeof englishPage }) {
  const locale = localeOf(page.meta.path);
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <StoriesSection locale={locale} cases={page.stories} />
      <ChecksSection tone="sand" layout="side" list={page.measurement} />
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
