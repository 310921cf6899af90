import type { ProcessStep } from "@/types/sections";
import { cn } from "@/lib/cn";

/** Numbered steps or phases, in order; a row on wide screens, a timeline on phones. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const columns =
    steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={cn("grid gap-x-6 gap-y-8 md:grid-cols-2", columns)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 lg:flex-col lg:gap-0">
          <div className="flex flex-col items-center lg:flex-row">
            <span
              aria-hidden="true"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink-950 font-display text-lg font-semibold text-accent-300 on-dark:bg-accent-400 on-dark:text-ink-950"
            >
              {index + 1}
            </span>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="w-px flex-1 bg-line-strong md:hidden lg:block lg:h-px lg:w-auto on-dark:bg-white/20"
              />
            ) : null}
          </div>
          <div className="pb-2 lg:pt-6 lg:pr-4">
            <h3 className="text-lg font-semibold text-ink-950 on-dark:text-white">
              <span className="sr-only">Step {index + 1}: </span>
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
