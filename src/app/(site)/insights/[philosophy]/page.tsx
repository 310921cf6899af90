import { notFound } from "next/navigation";
import { pages } from "@/content/insights/philosophies";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { FeatureGrid } from "@/components/sections/feature-grid";
import { Hero } from "@/components/sections/hero";
import { Prose } from "@/components/sections/prose";
import { Section } from "@/components/sections/section";
import { familyPage, familyParams } from "@/lib/page-family";
import { pageMetadata } from "@/lib/metadata";

/**
 * The four philosophy pages: one route, prerendered for each page of the family; any other slug is a 404. The
 * static folders beside it (research, article, ...) take precedence over this segment.
 */
export const dynamicParams = false;

type Props = { params: Promise<{ philosophy: string }> };

export function generateStaticParams() {
  return familyParams(pages, "philosophy");
}

export async function generateMetadata({ params }: Props) {
  const page = familyPage(pages, (await params).philosophy);
  return page ? pageMetadata(page.meta) : {};
}

export default async function PhilosophyPage({ params }: Props) {
  const page = familyPage(pages, (await params).philosophy);
  if (!page) notFound();
  const { hero, principles, list, essay, closing } = page;
  return (
    <>
      <Hero {...hero} motif={motifFor(page.meta.path)} />
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
