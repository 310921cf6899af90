import type { Action } from "@/types/sections";
import { AreaArt } from "@/components/art/area-art";
import type { PageMotif } from "@/types/art";
import { ActionButtons } from "./action-buttons";

/**
 * The closing band of a page: a question, a short lead and the actions that answer it, beside the art of the
 * page's area. The art has a place of its own (above the heading on phones, a column on the right from md), so it
 * never sits behind the words or the buttons.
 */
export function CallToAction({
  title,
  lead,
  actions,
  motif = "home",
}: {
  title: string;
  lead: string;
  actions: readonly Action[];
  /** The drawing of the page's area: the brand's sunrise by default. */
  motif?: PageMotif;
}) {
  return (
    <section aria-labelledby="cta-title" className="bg-paper print:hidden">
      <div className="mx-auto max-w-7xl px-5 py-20 lg:px-8 lg:py-28">
        <div className="band-dark grain grid grid-cols-1 items-center gap-6 overflow-hidden rounded-3xl bg-ink-900 px-7 py-12 text-white sm:px-12 sm:py-14 md:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] md:gap-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:gap-12 lg:px-16 lg:py-16">
          <AreaArt
            motif={motif}
            className="h-36 w-auto justify-self-start sm:h-44 md:order-last md:h-auto md:max-h-80 md:w-full"
          />
          <div>
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
