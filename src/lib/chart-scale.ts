import type { Chart, ChartRow } from "@/types/sections";

/**
 * The share of a full bar a value fills, from 0 to 1: the full bar is the row's `max`, or else the largest value
 * the chart shows (docs/chart-style.md). The chart and the report's cover drawn from it scale by this one rule.
 */
export function barShare(value: number, row: ChartRow, chart: Chart): number {
  const full = row.max ?? Math.max(...chart.rows.flatMap((each) => each.values.map((entry) => entry.value)));
  return full > 0 ? Math.min(1, Math.max(0, value / full)) : 0;
}
