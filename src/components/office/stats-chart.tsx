import { ChartKey, seriesFill } from "@/components/sections/chart";

/** One day of the chart: its label, and its two figures. */
export interface ChartDay {
  day: string;
  visitors: number;
  reads: number;
}

/**
 * Each day's columns, drawn in this order: the reads wide behind, the visitors narrower in front, coloured as the
 * site's charts colour their first and second series (docs/chart-style.md), as the key says.
 */
const columns = [
  { figure: "reads", inset: 1, fill: seriesFill[1] },
  { figure: "visitors", inset: 2, fill: seriesFill[0] },
] as const;

/**
 * Visitors and page reads per day as columns: each day's reads a gold column, its visitors a dark one in front
 * (a visitor reads at least one page, so the dark never outgrows the gold). The drawing is hidden from assistive
 * technology; the caption says the totals and the table beside it holds every figure.
 */
export function StatsChart({
  days,
  caption,
  summary,
  series,
}: {
  days: ChartDay[];
  caption: string;
  summary: string;
  series: { visitors: string; reads: string };
}) {
  const top = Math.max(1, ...days.map((day) => day.reads));
  const width = days.length * 10;
  return (
    <figure className="grid min-w-0 gap-3">
      <figcaption className="grid gap-1">
        <span className="font-display text-lg font-semibold text-ink-950">{caption}</span>
        <span className="text-sm text-ink-700">{summary}</span>
        <ChartKey series={[series.visitors, series.reads]} />
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-48 w-full rounded-lg bg-ink-900/4"
      >
        {days.map((day, index) => (
          <g key={day.day}>
            {columns.map(({ figure, inset, fill }) => (
              <rect
                key={figure}
                x={index * 10 + inset}
                width={10 - 2 * inset}
                y={100 - (day[figure] / top) * 100}
                height={(day[figure] / top) * 100}
                className={fill}
              />
            ))}
          </g>
        ))}
      </svg>
      <span aria-hidden="true" className="flex justify-between text-xs text-ink-600 tabular-nums">
        <span>{days[0]?.day}</span>
        <span>{days.at(-1)?.day}</span>
      </span>
    </figure>
  );
}
