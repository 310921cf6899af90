import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { Plan } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CheckList } from "./check-list";

/** Pricing plans side by side; the popular one is raised, dark and badged "Most Popular". */
export function PricingPlans({ plans, note }: { plans: readonly Plan[]; note?: string }) {
  return (
    <div>
      <ul
        className={cn(
          "grid items-stretch gap-5 lg:gap-6",
          plans.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2",
        )}
      >
        {plans.map((plan) => (
          <li key={plan.name} className="flex min-w-0">
            <article
              className={cn(
                "relative flex w-full flex-col rounded-3xl border p-8",
                plan.popular
                  ? "band-dark border-ink-900 bg-ink-950 text-white shadow-2xl shadow-ink-900/20 lg:-my-4 lg:py-12"
                  : "border-line bg-surface text-ink-900",
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-2xl font-semibold text-ink-950 on-dark:text-white">{plan.name}</h3>
                {plan.popular ? <Badge tone="accent">Most Popular</Badge> : null}
              </div>
              <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
                <span className="font-display text-4xl font-semibold tracking-tight text-ink-950 on-dark:text-accent-300">
                  {plan.price}
                </span>
                {plan.period ? (
                  <span className="text-sm text-ink-600 on-dark:text-ink-200">{plan.period}</span>
                ) : null}
              </p>
              <p className="mt-4 leading-relaxed text-ink-600 on-dark:text-ink-200">{plan.description}</p>
              <CheckList
                items={plan.features}
                className="mt-7 text-[0.9375rem] text-ink-800 on-dark:text-ink-100"
              />
              <div className="mt-auto pt-9">
                <Button asChild variant={plan.popular ? "primary" : "dark"} className="w-full">
                  <Link href={plan.action.href}>
                    {plan.action.label}
                    <span className="sr-only">: {plan.name}</span>
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-10 max-w-3xl text-sm leading-relaxed text-ink-600">{note}</p> : null}
    </div>
  );
}
