import type { Plan } from "@/types/sections";
import { cn } from "@/lib/cn";
import { formatDuration, formatMoney, formatPrice } from "@/content/format";
import { PlanGrid } from "./plan-card";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** The facts under the fee that a plan states; a lone fact takes the whole row. */
function facts(plan: Plan, locale: Locale) {
  const words = sectionWordsIn(locale);
  return [
    { label: words.deposit, value: plan.deposit && formatMoney(plan.deposit, locale) },
    { label: words.timeline, value: plan.duration && formatDuration(plan.duration, locale) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** Recruitment fee plans: fee, deposit and duration as a small table of facts in each plan card. */
export function FeePlans({ locale, plans }: { locale: Locale; plans: readonly Plan[] }) {
  return (
    <PlanGrid
      locale={locale}
      plans={plans}
      price={(plan) => (
        <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line on-dark:border-white/15 on-dark:bg-white/15">
          <div className="col-span-2 bg-sand/60 px-4 py-3 on-dark:bg-ink-800">
            <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase on-dark:text-ink-200">
              {sectionWordsIn(locale).fee}
            </dt>
            <dd className="font-display text-3xl font-semibold text-ink-950 on-dark:text-accent-300">
              {formatPrice(plan.price, locale)}
            </dd>
          </div>
          {facts(plan, locale).map((fact, _, all) => (
            <div
              key={fact.label}
              className={cn("bg-surface px-4 py-3 on-dark:bg-ink-950", all.length === 1 && "col-span-2")}
            >
              <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase on-dark:text-ink-200">
                {fact.label}
              </dt>
              <dd className="font-semibold text-ink-950 on-dark:text-white">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}
