import type { Stat } from "@/content/types";
import { cn } from "@/lib/cn";

/**
 * Key figures, large, with what each one measures. The label (dt) comes first in the markup but shows below its
 * value; `justify-end` on the reversed column keeps the values of a row on one line when a label wraps.
 */
export function StatGrid({ stats, inverse = false }: { stats: readonly Stat[]; inverse?: boolean }) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-3xl",
        stats.length >= 4 && "lg:grid-cols-4",
        inverse ? "bg-white/10" : "bg-line",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end gap-2 p-5 sm:p-7",
            inverse ? "bg-ink-950" : "bg-surface",
          )}
        >
          <dt className={cn("text-[0.9375rem] leading-snug", inverse ? "text-ink-200" : "text-ink-600")}>
            {stat.label}
          </dt>
          <dd
            className={cn(
              "font-display text-3xl font-semibold tracking-tight sm:text-4xl",
              inverse ? "text-accent-300" : "text-ink-950",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
