import type { Stat } from "@/types/sections";
import { cn } from "@/lib/cn";

/**
 * Key figures, large, with what each one measures. The label (dt) comes first in the markup but shows below its
 * value; `justify-end` on the reversed column keeps the values of a row on one line when a label wraps.
 */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl
      className={cn(
        "grid grid-cols-2 gap-px overflow-hidden rounded-3xl bg-line on-dark:bg-white/10",
        stats.length >= 4 && "lg:grid-cols-4",
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end gap-2 bg-surface p-5 sm:p-7 on-dark:bg-ink-950"
        >
          <dt className="text-[0.9375rem] leading-snug text-ink-600 on-dark:text-ink-200">{stat.label}</dt>
          <dd className="font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl on-dark:text-accent-300">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
