import { notFound } from "next/navigation";
import { pages } from "@/content/services/retreat-pricing";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { RateTable } from "@/components/sections/rate-table";
import { Section } from "@/components/sections/section";
import { familyPage, familyParams } from "@/lib/page-family";
import { pageMetadata } from "@/lib/metadata";

/** The four retreat pricing pages: one route, prerendered for each page of the family; any other slug is a 404. */
export const dynamicParams = false;

type Props = { params: Promise<{ pricing: string }> };

export function generateStaticParams() {
  return familyParams(pages, "pricing");
}

export async function generateMetadata({ params }: Props) {
  const page = familyPage(pages, (await params).pricing);
  return page ? pageMetadata(page.meta) : {};
}

export default async function RetreatPricingPage({ params }: Props) {
  const page = familyPage(pages, (await params).pricing);
  if (!page) notFound();
  const { hero, packages, rates, included, closing } = page;
  return (
    <>
      <Hero {...hero} motif={motifFor(page.meta.path)} />
      <Section heading={packages.intro}>
        <PricingPlans plans={packages.plans} note={packages.note} />
      </Section>
      <Section tone="sand" heading={rates.intro}>
        <RateTable {...rates.table} />
      </Section>
      {included ? (
        <Section heading={included.intro}>
          <CheckList items={included.items} columns={2} />
        </Section>
      ) : null}
      <CallToAction {...closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
