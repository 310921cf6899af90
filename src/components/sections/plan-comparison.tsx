import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Plan } from "@/types/sections";
import type { PageMeta } from "@/types/site";
import type { Locale } from "@/types/facts";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { cn } from "@/lib/cn";
import { actionName } from "@/lib/links";
import { serviceJsonLd } from "@/lib/structured-data";
import { sectionWordsIn } from "@/lib/words";
import { formatDuration } from "@/content/format";
import { JsonLd } from "./json-ld";
import { PlanPrice, PlansNote } from "./plan-card";

/** A cell's column name, shown in the cell itself where a phone lays each plan out as a card. */
function PhoneLabel({ children }: { children: string }) {
  return (
    <span className="text-xs font-semibold tracking-wide text-ink-600 uppercase xl:hidden">{children}</span>
  );
}

const cell = "border-b border-line px-4 py-5 align-top max-xl:border-0 max-xl:px-0 max-xl:py-2";

/**
 * Tiers of one offer that differ on the same few things (support hours, sessions, revisions) as one price list:
 * a plan a row, its price and then each thing compared (`compare`: their names; each plan's `features` are its
 * values, in that order) a column, so a reader runs an eye down a column to see what a step up buys. The popular
 * plan's row is tinted, with its badge. Below 1280 px each row becomes a card (three side by side from 1024 px) whose cells carry their column's
 * name, so the page never scrolls sideways. A column's name breaks only between words, even a Dutch compound
 * ("Bereikbaar"), which headers elsewhere may break anywhere (globals.css). The prices go to search engines as the service's offers, as with
 * cards.
 */
export function PlanComparison({
  locale,
  caption,
  plans,
  compare,
  note,
  service,
}: {
  locale: Locale;
  caption: string;
  plans: readonly Plan[];
  compare: readonly string[];
  note?: string;
  service: Pick<PageMeta, "path" | "title">;
}) {
  const words = sectionWordsIn(locale);
  const timed = plans.some((plan) => plan.duration);
  const columns = [words.price, ...(timed ? [words.timeline] : []), ...compare];
  return (
    <div>
      <JsonLd data={serviceJsonLd(service, plans)} />
      <div className="xl:rounded-3xl xl:border xl:border-line xl:bg-surface xl:p-3 xl:shadow-xs 2xl:p-4">
        <table className="w-full border-separate border-spacing-0 text-left text-[0.9375rem] max-xl:block">
          <caption className="sr-only">{caption}</caption>
          <thead className="max-xl:sr-only">
            <tr>
              {[words.plan, ...columns].map((label) => (
                <th
                  key={label}
                  scope="col"
                  className="border-b border-line-strong px-4 py-3 text-sm font-semibold text-ink-600 wrap-normal!"
                >
                  {label}
                </th>
              ))}
              <th scope="col" className="border-b border-line-strong px-4 py-3">
                <span className="sr-only">{words.choosePlan}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-xl:grid max-xl:gap-4 lg:max-xl:grid-cols-3">
            {plans.map((plan) => (
              <tr
                key={plan.name}
                className={cn(
                  "max-xl:grid max-xl:rounded-2xl max-xl:border max-xl:bg-surface max-xl:p-5",
                  plan.popular
                    ? "bg-accent-100/50 max-xl:border-accent-400 max-xl:bg-accent-100/50"
                    : "max-xl:border-line",
                )}
              >
                <th scope="row" className={cn(cell, "font-normal xl:min-w-52 xl:rounded-l-xl")}>
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-display text-xl font-semibold text-ink-950">{plan.name}</span>
                    {plan.popular ? <Badge tone="accent">{words.mostPopular}</Badge> : null}
                  </span>
                  <span className="mt-1.5 block text-sm leading-relaxed text-ink-600">
                    {plan.description}
                  </span>
                </th>
                <td className={cell}>
                  <PhoneLabel>{words.price}</PhoneLabel>
                  <PlanPrice price={plan.price} term={plan.period} locale={locale} stacked />
                </td>
                {timed ? (
                  <td className={cn(cell, "whitespace-nowrap text-ink-800 tabular-nums")}>
                    <PhoneLabel>{words.timeline}</PhoneLabel>
                    <span className="block">{plan.duration && formatDuration(plan.duration, locale)}</span>
                  </td>
                ) : null}
                {compare.map((label, index) => (
                  <td key={label} className={cn(cell, "leading-relaxed text-ink-800")}>
                    <PhoneLabel>{label}</PhoneLabel>
                    <span className="block">{plan.features[index]}</span>
                  </td>
                ))}
                <td className={cn(cell, "xl:rounded-r-xl max-xl:pt-4")}>
                  <Link
                    href={plan.action.href}
                    aria-label={actionName(plan.action.label, plan.name)}
                    className={buttonVariants({
                      variant: plan.popular ? "primary" : "dark",
                      size: "sm",
                      className: "whitespace-nowrap max-xl:w-full max-xl:min-h-11",
                    })}
                  >
                    {plan.action.label}
                    <LineIcon icon={ArrowRight} />
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlansNote plans={plans} note={note} locale={locale} />
    </div>
  );
}
