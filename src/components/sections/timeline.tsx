import type { TimelineEntry } from "@/types/sections";
import { cn } from "@/lib/cn";

/**
 * Dated milestones in the order given (oldest first for a story, newest first for a record): a line with a
 * marker per year. Wide screens put the year in a column left of the line; phones put it above the title.
 */
export function Timeline({ entries, className }: { entries: readonly TimelineEntry[]; className?: string }) {
  return (
    <ol className={cn("relative max-w-4xl", className)}>
      {entries.map((entry, index) => (
        <li
          key={`${entry.year}-${entry.title}`}
          className="relative grid grid-cols-[1.5rem_minmax(0,1fr)] gap-x-5 sm:gap-x-8 md:grid-cols-[6.5rem_1.5rem_minmax(0,1fr)]"
        >
          {/* The marker, and the line from it down to the next entry's marker. */}
          <div
            aria-hidden="true"
            className="relative row-span-2 flex justify-center md:col-start-2 md:row-span-1"
          >
            <span
              className={cn(
                "absolute top-10 bottom-2 w-px bg-line-strong on-dark:bg-white/20",
                index === entries.length - 1 && "hidden",
              )}
            />
            <span className="relative mt-1.5 inline-flex size-6 items-center justify-center rounded-full bg-accent-100 on-dark:bg-accent-400/20">
              <span className="size-2.5 rounded-full bg-accent-500 on-dark:bg-accent-300" />
            </span>
          </div>
          <p className="col-start-2 row-start-1 font-display text-3xl leading-none font-semibold tracking-tight text-accent-800 md:col-start-1 md:pt-1 md:text-right md:text-4xl on-dark:text-accent-300">
            <time dateTime={entry.year}>{entry.year}</time>
          </p>
          <div
            className={cn(
              "col-start-2 pt-3 md:col-start-3 md:row-start-1 md:pt-1",
              index < entries.length - 1 ? "pb-12 md:pb-14" : "pb-0",
            )}
          >
            <h3 className="text-xl font-semibold text-ink-950 sm:text-2xl on-dark:text-white">
              {entry.title}
            </h3>
            <p className="mt-3 max-w-2xl leading-relaxed text-ink-600 on-dark:text-ink-200">
              {entry.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
