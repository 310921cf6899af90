import { pages } from "@/content/services/retreat-pricing";
import { motifFor } from "@/content/areas";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { RateTable } from "@/components/sections/rate-table";
import { Section } from "@/components/sections/section";
import { familyRoute } from "@/lib/page-family";

/** The four retreat pricing pages: one route, prerendered for each page of the family; any other slug is a 404. */
export const dynamicParams = false;

const route = familyRoute(pages, "/services/retreats-lifestyle/[pricing]");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function RetreatPricingPage(props: Parameters<typeof route.page>[0]) {
  const page = await route.page(props);
  const { hero, packages, rates, included, closing } = page;
  return (
    <>
      <Hero {...hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <Section heading={packages.intro}>
        <PricingPlans plans={packages.plans} note={packages.note} service={page.meta} />
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
