import type { Action } from "@/types/sections";
import { SunriseArt } from "@/components/art/sunrise-art";
import { ActionButtons } from "./action-buttons";

/** The closing band of a page: a question, a short lead and the actions that answer it. */
export function CallToAction({
  title,
  lead,
  actions,
}: {
  title: string;
  lead: string;
  actions: readonly Action[];
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-paper">
      <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
        <div className="band-dark grain relative isolate overflow-hidden rounded-3xl bg-ink-900 px-7 py-14 text-white sm:px-12 lg:px-16 lg:py-20">
          {/* From lg the art takes the right 45% of the band and the text stays in the left half. */}
          <SunriseArt className="absolute -right-28 -bottom-28 -z-10 w-[26rem] opacity-35 sm:-bottom-16 sm:w-[34rem] sm:opacity-45 lg:right-0 lg:w-[45%] lg:opacity-60" />
          <div className="lg:max-w-[52%]">
            <h2 id="cta-title" className="max-w-2xl text-display-lg font-semibold">
              {title}
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-200">{lead}</p>
            <ActionButtons actions={actions} className="mt-9" />
          </div>
        </div>
      </div>
    </section>
  );
}
