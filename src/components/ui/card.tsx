import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** A surface with a hairline border. `interactive` lifts it on hover, for cards that are one big link. */
export function Card({
  className,
  interactive = false,
  ...props
}: ComponentProps<"div"> & { interactive?: boolean }) {
  return (
    <div
      className={cn(
        "relative rounded-2xl border border-line bg-surface shadow-xs",
        interactive &&
          "transition duration-200 hover:-translate-y-0.5 hover:border-ink-900/20 hover:shadow-lg hover:shadow-ink-900/5 focus-within:border-ink-900/30",
        className,
      )}
      {...props}
    />
  );
}
