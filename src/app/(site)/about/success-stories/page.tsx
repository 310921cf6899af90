import { page } from "@/content/about/success-stories";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { Section } from "@/components/sections/section";
import { SuccessStories } from "@/components/sections/success-stories";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(page.meta);

export default function SuccessStoriesPage() {
  return (
    <>
      <Hero {...page.hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={page.stories.intro}>
        <SuccessStories stories={page.stories.stories} resultsLabel={page.stories.resultsLabel} />
      </Section>
      <Section tone="sand" layout="side" heading={page.measurement.intro}>
        <CheckList items={page.measurement.items} className="text-lg text-ink-800" />
      </Section>
      <CallToAction {...page.closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
