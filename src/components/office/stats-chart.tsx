/** One day of the chart: its label, and its two figures. */
export interface ChartDay {
  day: string;
  visitors: number;
  reads: number;
}

/**
 * Visitors and page reads per day as columns: each day's reads a light column, its visitors a dark one in front
 * (a visitor reads at least one page, so the dark never outgrows the light). The drawing is hidden from assistive
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
        <span className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-700">
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-ink-900" />
            {series.visitors}
          </span>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 rounded-sm bg-accent-300" />
            {series.reads}
          </span>
        </span>
      </figcaption>
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} 100`}
        preserveAspectRatio="none"
        className="h-48 w-full rounded-lg bg-ink-900/4"
      >
        {days.map((day, index) => (
          <g key={day.day}>
            <rect
              x={index * 10 + 1}
              width="8"
              y={100 - (day.reads / top) * 100}
              height={(day.reads / top) * 100}
              className="fill-accent-300"
            />
            <rect
              x={index * 10 + 2}
              width="6"
              y={100 - (day.visitors / top) * 100}
              height={(day.visitors / top) * 100}
              className="fill-ink-900"
            />
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
