import type { pages as englishPages } from "@/content/services/retreat-pricing";
import { motifFor } from "@/content/areas";
import { localeOf } from "@/content/routes";
import { CallToAction } from "@/components/sections/call-to-action";
import { ChecksSection } from "@/components/sections/check-list";
import { Hero } from "@/components/sections/hero";
import { PricingSection } from "@/components/sections/pricing-plans";
import { RateTable } from "@/components/sections/rate-table";
import { Section } from "@/components/sections/section";

/** One of the four retreat pricing pages of either edition: packages, hourly rates and what is included. */
export function RetreatPricingView({ page }: { page: (typeof englishPages)[number] }) {
  const locale = localeOf(page.meta.path);
  const { hero, packages, rates, included, closing } = page;
  return (
    <>
      <Hero {...hero} meta={page.meta} motif={motifFor(page.meta.path)} />
      <PricingSection locale={locale} pricing={packages} service={page.meta} />
      <Section tone="sand" heading={rates.intro}>
        <RateTable locale={localeOf(page.meta.path)} {...rates.table} />
      </Section>
      {included ? <ChecksSection list={included} columns={2} /> : null}
      <CallToAction {...closing} motif={motifFor(page.meta.path)} />
    </>
  );
}
