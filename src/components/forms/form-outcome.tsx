import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "@/lib/cn";

/**
 * The outcome of a post made without JavaScript: the server answers with the form's page and a fragment,
 * #{anchor}-sent or #{anchor}-error, and CSS :target shows the matching panel. Hidden otherwise.
 */
export function FormOutcome({
  anchor,
  success,
  failure,
  inverse = false,
}: {
  anchor: string;
  success: string;
  failure: string;
  inverse?: boolean;
}) {
  const panel =
    "hidden scroll-mt-28 items-start gap-3 rounded-xl border px-4 py-3 text-[0.9375rem] target:flex";
  return (
    <>
      <p
        id={`${anchor}-sent`}
        role="status"
        className={cn(
          panel,
          inverse
            ? "border-success-300/40 bg-success-300/10 text-white"
            : "border-success-600/30 bg-success-50 text-ink-950",
        )}
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
        {success}
      </p>
      <p
        id={`${anchor}-error`}
        role="alert"
        className={cn(
          panel,
          inverse
            ? "border-danger-300/40 bg-danger-300/10 text-white"
            : "border-danger-600/30 bg-danger-50 text-ink-950",
        )}
      >
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
        {failure}
      </p>
    </>
  );
}
