import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { Plan } from "@/types/sections";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { CheckList } from "./check-list";

/** The facts under the fee that a plan states; a lone fact takes the whole row. */
function facts(plan: Plan) {
  return [
    { label: "Deposit", value: plan.deposit },
    { label: "Timeline", value: plan.duration },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
}

/** Recruitment fee plans: fee, deposit and duration as a small table of facts, then what is included. */
export function FeePlans({ plans }: { plans: readonly Plan[] }) {
  return (
    <ul className={cn("grid gap-5", plans.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2")}>
      {plans.map((plan) => (
        <li key={plan.name} className="flex min-w-0">
          <article
            className={cn(
              "flex w-full flex-col rounded-3xl border bg-surface p-8",
              plan.popular ? "border-ink-950 shadow-xl shadow-ink-900/10 ring-1 ring-ink-950" : "border-line",
            )}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h3 className="text-2xl font-semibold text-ink-950">{plan.name}</h3>
              {plan.popular ? <Badge tone="ink">Most Popular</Badge> : null}
            </div>
            <dl className="mt-6 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line">
              <div className="col-span-2 bg-sand/60 px-4 py-3">
                <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Fee</dt>
                <dd className="font-display text-3xl font-semibold text-ink-950">{plan.price}</dd>
              </div>
              {facts(plan).map((fact, _, all) => (
                <div
                  key={fact.label}
                  className={cn("bg-surface px-4 py-3", all.length === 1 && "col-span-2")}
                >
                  <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{fact.label}</dt>
                  <dd className="font-semibold text-ink-950">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 leading-relaxed text-ink-600">{plan.description}</p>
            <CheckList items={plan.features} className="mt-6 text-[0.9375rem] text-ink-800" />
            <div className="mt-auto pt-8">
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
  );
}
