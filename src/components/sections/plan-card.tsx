import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { ReactNode } from "react";
import type { Plan } from "@/types/sections";
import { currencyNote, formatDuration, formatPrice } from "@/content/format";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { phoneRow } from "@/lib/card-grid";
import { actionName } from "@/lib/links";
import { CheckList } from "./check-list";
import { sectionWordsIn } from "@/lib/words";
import type { Locale, Price } from "@/types/facts";

/**
 * Plans side by side (three in a row on wide screens, two for a pair; a sideways row on phones), each a
 * `PlanCard` with its price set out by `price`.
 */
export function PlanGrid({
  locale,
  plans,
  price,
}: {
  locale: Locale;
  plans: readonly Plan[];
  price: (plan: Plan) => ReactNode;
}) {
  const words = sectionWordsIn(locale);
  return (
    <ul
      tabIndex={0}
      aria-label={words.plans}
      className={cn(
        "grid items-stretch gap-5 lg:gap-6",
        plans.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2",
        phoneRow.list,
      )}
    >
      {plans.map((plan) => (
        <PlanCard key={plan.name} plan={plan} price={price(plan)} popular={words.mostPopular} />
      ))}
    </ul>
  );
}

/**
 * One plan: name, what it costs (`price`, which each kind of plan sets out its own way), description, what is
 * included and its action. The popular plan is the same card on a dark band, raised, with the gold badge beside
 * its name; every list of plans shows it that way.
 */
function PlanCard({ plan, price, popular }: { plan: Plan; price: ReactNode; popular: string }) {
  return (
    // On a phone the sideways row opens on the popular plan (scroll-initial-target), centred so that the plans on
    // either side peek in: none is off-screen without a sign of it.
    <li
      className={cn(
        "flex min-w-0",
        phoneRow.item,
        plan.popular && "max-sm:snap-center! max-sm:[scroll-initial-target:nearest]",
      )}
    >
      <article
        className={cn(
          "relative flex w-full flex-col rounded-3xl border p-8 transition-shadow max-sm:p-6",
          plan.popular
            ? "band-dark border-ink-900 bg-ink-950 text-white shadow-2xl shadow-ink-900/20 lg:-my-4 lg:py-12"
            : "border-line bg-surface text-ink-900 hover:shadow-lg hover:shadow-ink-900/5",
        )}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-2xl font-semibold text-ink-950 on-dark:text-white">{plan.name}</h3>
          {plan.popular ? <Badge tone="accent">{popular}</Badge> : null}
        </div>
        {price}
        <p className="mt-5 leading-relaxed text-ink-600 on-dark:text-ink-200">{plan.description}</p>
        <CheckList
          items={plan.features}
          className="mt-7 text-[0.9375rem] text-ink-800 on-dark:text-ink-100"
        />
        <div className="mt-auto pt-9">
          <Link
            href={plan.action.href}
            aria-label={actionName(plan.action.label, plan.name)}
            className={buttonVariants({ variant: plan.popular ? "primary" : "dark", className: "w-full" })}
          >
            {plan.action.label}
            <LineIcon icon={ArrowRight} />
          </Link>
        </div>
      </article>
    </li>
  );
}

/** The words beside a plan's price: its period ("per month") or how long the work takes ("2-3 weeks"). */
export function priceTerm(plan: Plan, locale: Locale): string | undefined {
  return plan.period ?? (plan.duration && formatDuration(plan.duration, locale));
}

/** A price large, with its term beside it (or under it, `stacked`). */
export function PlanPrice({
  price,
  term,
  locale,
  stacked,
}: {
  price: Price;
  term?: string;
  locale: Locale;
  stacked?: boolean;
}) {
  return (
    <p className={cn("flex gap-x-2", stacked ? "flex-col items-start" : "mt-6 flex-wrap items-baseline")}>
      <span
        className={cn(
          "font-display font-semibold tracking-tight text-ink-950 tabular-nums on-dark:text-accent-300",
          stacked ? "text-2xl" : "text-4xl",
        )}
      >
        {formatPrice(price, locale)}
      </span>
      {term ? <span className="text-sm text-ink-600 on-dark:text-ink-200">{term}</span> : null}
    </p>
  );
}

/**
 * The sentence under a list of plans: which currency they are priced in, and the section's note. Both price forms
 * (cards and the comparison) end with it.
 */
export function PlansNote({
  plans,
  note,
  locale,
}: {
  plans: readonly Plan[];
  note?: string;
  locale: Locale;
}) {
  const text = [currencyNote(plans, locale), note].filter(Boolean).join(" ");
  return text ? <p className="mt-10 max-w-3xl text-sm leading-relaxed text-ink-600">{text}</p> : null;
}
