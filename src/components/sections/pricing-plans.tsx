import type { Plan, PlanSection } from "@/types/sections";
import type { PageMeta } from "@/types/site";
import { formatPrice } from "@/content/format";
import type { Locale } from "@/types/facts";
import { serviceJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";
import { PlanGrid, PlanPrice, PlansNote, priceTerm } from "./plan-card";
import { PlanComparison } from "./plan-comparison";
import { Section, type SectionTone } from "./section";

/** The price and term every plan shares, where all are quoted the same way ("Custom quote, scoped in ..."). */
function sharedQuote(plans: readonly Plan[]): Plan | undefined {
  const [first, ...rest] = plans;
  if (!first || !("words" in first.price)) return undefined;
  const words = first.price.words;
  const same = rest.every(
    (plan) => "words" in plan.price && plan.price.words === words && plan.period === first.period,
  );
  return same ? first : undefined;
}

/**
 * A page's plans in the form that suits the offer. Tiers that differ on the same few things (`compare`) are a
 * price list to compare (`PlanComparison`); packages of different scope are cards, each plan's price large, with its period (or how long the work takes) beside it. Where
 * every plan is quoted the same way ("Custom quote"), that is said once above the cards rather than on each. The
 * prices shown are also given to search engines as the offers of the page's service (`service`: the page's path
 * and title).
 */
export function PricingPlans({
  locale,
  plans,
  note,
  compare,
  caption,
  service,
}: {
  locale: Locale;
  plans: readonly Plan[];
  note?: string;
  compare?: readonly string[];
  /** The list's name for a screen reader's table navigation: the section's title. */
  caption: string;
  service: Pick<PageMeta, "path" | "title">;
}) {
  if (compare)
    return (
      <PlanComparison
        locale={locale}
        caption={caption}
        plans={plans}
        compare={compare}
        note={note}
        service={service}
      />
    );
  const quote = sharedQuote(plans);
  return (
    <div>
      <JsonLd data={serviceJsonLd(service, plans)} />
      {quote ? (
        <p className="mb-10 text-lg text-ink-800">
          <strong className="font-semibold text-ink-950">{formatPrice(quote.price, locale)}</strong>
          {quote.period ? `, ${quote.period}` : null}
        </p>
      ) : null}
      <PlanGrid
        locale={locale}
        plans={plans}
        price={(plan) =>
          quote ? null : <PlanPrice price={plan.price} term={priceTerm(plan, locale)} locale={locale} />
        }
      />
      <PlansNote plans={plans} note={note} locale={locale} />
    </div>
  );
}

/** A page's prices as a section of their own: the plans' introduction is its heading and names their list. */
export function PricingSection({
  locale,
  pricing,
  service,
  tone,
}: {
  locale: Locale;
  pricing: PlanSection;
  service: Pick<PageMeta, "path" | "title">;
  tone?: SectionTone;
}) {
  return (
    <Section id={pricing.id} tone={tone} heading={pricing.intro}>
      <PricingPlans
        locale={locale}
        plans={pricing.plans}
        caption={pricing.intro.title}
        compare={pricing.compare}
        note={pricing.note}
        service={service}
      />
    </Section>
  );
}
