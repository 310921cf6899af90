import type { ReactNode } from "react";
import type { Action, Stat } from "@/types/sections";
import type { PageMotif } from "@/types/art";
import type { PageMeta } from "@/types/site";
import { AreaArt } from "@/components/art/area-art";
import { breadcrumbLabel, breadcrumbTrail } from "@/lib/breadcrumbs";
import { cn } from "@/lib/cn";
import { ActionButtons } from "./action-buttons";
import { Breadcrumbs } from "./breadcrumbs";

/**
 * The page's opening band: the trail to a nested page, eyebrow, the page's one h1, a lead, calls to action and
 * optional key figures. The page's path decides the trail; the page gives the drawing of its area. `size="home"` is the
 * home page's taller version; inner pages use the default.
 */
export function Hero({
  meta,
  eyebrow,
  title,
  lead,
  actions = [],
  facts = [],
  aside,
  motif,
  size = "page",
}: {
  /** The page's path and title (its content module's meta): its breadcrumbs. */
  meta: Pick<PageMeta, "path" | "title" | "above">;
  /** The drawing of the page's area, shown beside the text unless `aside` replaces it. */
  motif: PageMotif;
  eyebrow?: string;
  title: string;
  lead?: string;
  actions?: readonly Action[];
  facts?: readonly Stat[];
  /** What stands beside the text on wide screens; the art of the page's area by default. */
  aside?: ReactNode;
  size?: "home" | "page";
}) {
  const home = size === "home";
  return (
    <section className="band-dark grain relative overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_110%,rgb(242_181_68/0.16),transparent_70%),radial-gradient(40rem_24rem_at_0%_0%,rgb(42_61_95/0.55),transparent_70%)]"
      />
      <div
        className={cn(
          "relative mx-auto grid max-w-7xl items-center gap-10 px-5 lg:grid-cols-[1.2fr_0.8fr] lg:gap-16 lg:px-8",
          home ? "pt-14 pb-16 sm:pt-20 lg:pt-24 lg:pb-24" : "pt-10 pb-14 sm:pt-14 lg:pt-16 lg:pb-20",
        )}
      >
        <div>
          <Breadcrumbs trail={breadcrumbTrail(meta)} label={breadcrumbLabel(meta)} className="mb-8" />
          {eyebrow ? <p className="eyebrow text-accent-300">{eyebrow}</p> : null}
          <h1 className={cn("mt-5 font-semibold text-white", home ? "text-display-xl" : "text-display-lg")}>
            {title}
          </h1>
          {lead ? (
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{lead}</p>
          ) : null}
          {actions.length > 0 ? <ActionButtons actions={actions} className="mt-9" /> : null}
        </div>
        <div
          className={cn(
            "mx-auto w-full lg:max-w-none",
            home ? "max-w-xs sm:max-w-md" : "hidden max-w-sm lg:block",
          )}
        >
          {aside ?? <AreaArt motif={motif} />}
        </div>
        {facts.length > 0 ? (
          <dl
            className={cn(
              "grid gap-4 border-t border-white/15 pt-8 lg:col-span-2 lg:flex lg:gap-16",
              facts.length === 3 ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-4",
            )}
          >
            {facts.map((fact) => (
              <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
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
