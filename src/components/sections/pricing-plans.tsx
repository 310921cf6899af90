import type { Plan } from "@/types/sections";
import type { PageMeta } from "@/types/site";
import { currencyNote, formatDuration, formatPrice } from "@/content/format";
import type { Locale } from "@/types/facts";
import { serviceJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";
import { PlanGrid } from "./plan-card";

/**
 * Pricing plans: each plan's price large, with its period (or how long the work takes) beside it. The prices shown are also given to search
 * engines as the offers of the page's service (`service`: the page's path and title).
 */
export function PricingPlans({
  locale,
  plans,
  note,
  service,
}: {
  locale: Locale;
  plans: readonly Plan[];
  note?: string;
  service: Pick<PageMeta, "path" | "title">;
}) {
  const currencies = currencyNote(plans, locale);
  return (
    <div>
      <JsonLd data={serviceJsonLd(service, plans)} />
      <PlanGrid
        locale={locale}
        plans={plans}
        price={(plan) => (
          <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
            <span className="font-display text-4xl font-semibold tracking-tight text-ink-950 tabular-nums on-dark:text-accent-300">
              {formatPrice(plan.price, locale)}
            </span>
            {plan.period || plan.duration ? (
              <span className="text-sm text-ink-600 on-dark:text-ink-200">
                {plan.period ?? formatDuration(plan.duration!, locale)}
              </span>
            ) : null}
          </p>
        )}
      />
      {note || currencies ? (
        <p className="mt-10 max-w-3xl text-sm leading-relaxed text-ink-600">
          {[currencies, note].filter(Boolean).join(" ")}
        </p>
      ) : null}
    </div>
  );
}
