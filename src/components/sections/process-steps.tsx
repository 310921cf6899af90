import type { ProcessStep, StepSection } from "@/types/sections";
import { cn } from "@/lib/cn";
import { Section, type SectionTone } from "./section";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/**
 * Numbered steps or phases, in order. "row": a row on wide screens, a timeline on phones (a page's main process,
 * usually on a dark band). "column": always a vertical timeline, for a second process beside its heading in a
 * split section, so a page does not repeat the same band twice.
 */
function ProcessSteps({
  locale,
  steps,
  direction = "row",
}: {
  locale: Locale;
  steps: readonly ProcessStep[];
  direction?: "row" | "column";
}) {
  const row = direction === "row";
  const words = sectionWordsIn(locale);
  const columns =
    steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={cn("grid gap-x-6", row ? cn("gap-y-8 md:grid-cols-2", columns) : "gap-y-2")}>
      {steps.map((step, index) => (
        <li key={step.title} className={cn("relative flex gap-5", row && "lg:flex-col lg:gap-0")}>
          <div className={cn("flex flex-col items-center", row && "lg:flex-row")}>
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-950 font-display text-lg font-semibold text-accent-300 on-dark:bg-accent-400 on-dark:text-ink-950"
            >
              {index + 1}
            </span>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "w-px flex-1 bg-line-strong on-dark:bg-white/20",
                  row ? "md:hidden lg:block lg:h-px lg:w-auto" : "my-2",
                )}
              />
            ) : null}
          </div>
          <div className={cn("pb-6", row ? "lg:pt-6 lg:pr-4 lg:pb-2" : "pt-2")}>
            <h3 className="text-lg font-semibold text-ink-950 on-dark:text-white">
              <span className="sr-only">{words.step(index + 1)} </span>
              {step.title}
            </h3>
            {step.detail ? (
              <p className="mt-1 text-sm font-medium text-accent-800 on-dark:text-accent-300">
                {step.detail}
              </p>
            ) : null}
            <p className="mt-2 leading-relaxed text-ink-600 on-dark:text-ink-200">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * A page's process as a section of its own: the block's introduction is its heading (and its anchor the section's),
 * its steps a row under it, or in the "side" layout a timeline beside it.
 */
export function ProcessSection({
  locale,
  process,
  tone,
  layout,
}: {
  locale: Locale;
  process: StepSection;
  tone?: SectionTone;
  layout?: "stacked" | "side";
}) {
  return (
    <Section id={process.id} tone={tone} layout={layout} heading={process.intro}>
      <ProcessSteps locale={locale} steps={process.steps} direction={layout === "side" ? "column" : "row"} />
    </Section>
  );
}
