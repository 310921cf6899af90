import { pages } from "@/content/insights/philosophies";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Prose } from "@/components/sections/prose";
import { Section } from "@/components/sections/section";
import { familyRoute } from "@/lib/page-family";

/**
 * The four philosophy pages: one route, prerendered for each page of the family; any other slug is a 404. The
 * static folders beside it (research, article, ...) take precedence over this segment.
 */
export const dynamicParams = false;

const route = familyRoute(pages, "/insights/[philosophy]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function PhilosophyPage(props: Parameters<typeof route.page>[0]) {
  const page = await route.page(props);
  const { hero, principles, list, essay, closing } = page;
  return (
    <>
      <Hero {...hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={principles.intro}>
        <FeatureGrid items={principles.items} />
      </Section>
      <Section tone="sand" layout="side" heading={list.intro}>
        <CheckList items={list.items} className="text-[1.0625rem] text-ink-800" />
      </Section>
      <Section layout="side" heading={essay.intro}>
        <Prose paragraphs={essay.paragraphs} />
      </Section>
      <CallToAction {...closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
