import type { Chart as ChartData } from "@/types/sections";
import { barShare } from "@/lib/chart-scale";
import { cn } from "@/lib/cn";

/** The colour of each series' bars, in order: ink, then gold, then a light ink (docs/chart-style.md). */
export const seriesFill = ["fill-ink-900", "fill-accent-500", "fill-ink-300"] as const;
const seriesSwatch = ["bg-ink-900", "bg-accent-500", "bg-ink-300"] as const;

/** A chart's key: each series' name beside the colour of its bars. */
export function ChartKey({ series }: { series: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-700">
      {series.map((name, index) => (
        <span key={name} className="inline-flex items-center gap-2">
          <span aria-hidden="true" className={cn("size-2.5 shrink-0 rounded-sm", seriesSwatch[index])} />
          {name}
        </span>
      ))}
    </span>
  );
}

/**
 * A chart of figures (docs/chart-style.md): a heading, a key when there are several series, then each row's label
 * over its bars, every bar followed by its figure as the text writes it, and the source. The words are HTML, so
 * the chart reads as text to a screen reader, in print and at any width; only the bars are drawn (SVG, hidden
 * from assistive technology).
 */
export function Chart({ chart, className }: { chart: ChartData; className?: string }) {
  const keyed = chart.series.length > 1;
  return (
    <figure data-chart="" className={cn("grid min-w-0 gap-5", className)}>
      <figcaption className="grid gap-3">
        <span className="font-display text-lg leading-snug font-semibold text-ink-950">{chart.title}</span>
        {keyed ? <ChartKey series={chart.series} /> : null}
      </figcaption>
      <ul className="grid gap-4">
        {chart.rows.map((row) => (
          <li key={row.label} className="grid gap-1.5">
            <span className="text-sm leading-snug text-ink-700">{row.label}</span>
            {row.values.map(({ value, display }, index) => (
              <span key={chart.series[index]} className="flex items-center gap-3">
                {/* A width in percent: a bar never widens its row, however narrow the card (320 px). */}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 100 10"
                  preserveAspectRatio="none"
                  className="h-3 w-full min-w-0 flex-1 print:h-2.5"
                >
                  <rect width="100" height="10" className="fill-ink-900/6" />
                  <rect
                    width={Math.round(barShare(value, row, chart) * 1000) / 10}
                    height="10"
                    className={seriesFill[index]}
                  />
                </svg>
                <span className="w-28 shrink-0 text-sm font-semibold text-ink-950 tabular-nums">
                  {keyed ? <span className="sr-only">{chart.series[index]}: </span> : null}
                  {display}
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <p className="text-xs leading-relaxed text-ink-600">{chart.source}</p>
    </figure>
  );
}
