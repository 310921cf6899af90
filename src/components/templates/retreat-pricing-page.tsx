import type { RetreatPricingPage as RetreatPricingPageData } from "@/content/services/retreat-pricing";
import { CallToAction } from "@/components/sections/call-to-action";
import { CheckList } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { PricingPlans } from "@/components/sections/pricing-plans";
import { RateTable } from "@/components/sections/rate-table";
import { Section } from "@/components/sections/section";

/**
 * The shared layout of the four retreat pricing pages: hero with a back link to the retreats overview, packages,
 * the table of individual service rates, what every package includes (when given) and a closing call to action.
 * Every word comes from the page's data object in content/services/retreat-pricing.ts.
 */
export function RetreatPricingPage({ hero, packages, rates, included, closing }: RetreatPricingPageData) {
  return (
    <>
      <Hero {...hero} />
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
      <CallToAction {...closing} />
    </>
  );
}
