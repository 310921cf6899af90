import type { ReactNode } from "react";
import type { Action } from "@/content/types";
import { SunriseArt } from "@/components/art/sunrise-art";
import { ActionButtons } from "./action-buttons";

export interface HeroFact {
  value: string;
  label: string;
}

/** The page's opening band: eyebrow, the page's one h1, a lead, calls to action and optional key figures. */
export function Hero({
  eyebrow,
  title,
  lead,
  actions = [],
  facts = [],
  aside,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: readonly Action[];
  facts?: readonly HeroFact[];
  /** What stands beside the text on wide screens; the sunrise art by default. */
  aside?: ReactNode;
}) {
  return (
    <section className="band-dark grain relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_110%,rgb(242_181_68/0.16),transparent_70%),radial-gradient(40rem_24rem_at_0%_0%,rgb(42_61_95/0.55),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-5 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.2fr_0.8fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          {eyebrow ? <p className="eyebrow text-accent-300">{eyebrow}</p> : null}
          <h1 className="mt-5 text-display-xl font-semibold text-white">{title}</h1>
          {lead ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{lead}</p>
          ) : null}
          {actions.length > 0 ? <ActionButtons actions={actions} className="mt-9" /> : null}
        </div>
        <div className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-none">{aside ?? <SunriseArt />}</div>
        {facts.length > 0 ? (
          <dl className="grid grid-cols-3 gap-4 border-t border-white/15 pt-8 lg:col-span-2">
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-ink-300">{fact.label}</dt>
                <dd className="font-display text-3xl font-semibold text-white sm:text-4xl">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
