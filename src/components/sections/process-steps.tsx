import type { ProcessStep } from "@/content/types";
import { cn } from "@/lib/cn";

/** Numbered steps or phases, in order; a row on wide screens, a timeline on phones. */
export function ProcessSteps({
  steps,
  inverse = false,
}: {
  steps: readonly ProcessStep[];
  inverse?: boolean;
}) {
  const columns =
    steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={cn("grid gap-x-6 gap-y-8 md:grid-cols-2", columns)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 lg:flex-col lg:gap-0">
          <div className="flex flex-col items-center lg:flex-row">
            <span
              aria-hidden="true"
              className={cn(
                "inline-flex size-11 shrink-0 items-center justify-center rounded-full font-display text-lg font-semibold",
                inverse ? "bg-accent-400 text-ink-950" : "bg-ink-950 text-accent-300",
              )}
            >
              {index + 1}
            </span>
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  "w-px flex-1 md:hidden lg:block lg:h-px lg:w-auto",
                  inverse ? "bg-white/20" : "bg-line-strong",
                )}
              />
            ) : null}
          </div>
          <div className="pb-2 lg:pt-6 lg:pr-4">
            <h3 className={cn("text-lg font-semibold", inverse ? "text-white" : "text-ink-950")}>
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            {step.detail ? (
              <p className={cn("mt-1 text-sm font-medium", inverse ? "text-accent-300" : "text-accent-800")}>
                {step.detail}
              </p>
            ) : null}
            <p className={cn("mt-2 leading-relaxed", inverse ? "text-ink-200" : "text-ink-600")}>
              {step.description}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
