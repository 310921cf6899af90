import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Eyebrow, heading and lead of a section, with an optional action beside them on wide screens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  inverse = false,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  inverse?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-6 md:flex-row md:items-end md:justify-between", className)}>
      <div className="max-w-2xl">
        {eyebrow ? (
          <p className={cn("eyebrow", inverse ? "text-accent-300" : "text-accent-800")}>{eyebrow}</p>
        ) : null}
        <h2
          id={id}
          className={cn("mt-3 text-display-lg font-semibold", inverse ? "text-white" : "text-ink-950")}
        >
          {title}
        </h2>
        {lead ? (
          <p className={cn("mt-4 text-lg leading-relaxed", inverse ? "text-ink-200" : "text-ink-600")}>
            {lead}
          </p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
