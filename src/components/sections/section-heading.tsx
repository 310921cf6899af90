import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** Eyebrow, heading and lead of a section, with an optional action beside them on wide screens. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  action,
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col gap-6 md:flex-row md:items-end md:justify-between", className)}>
      <div className="max-w-2xl">
        {eyebrow ? <p className="eyebrow text-accent-800 on-dark:text-accent-300">{eyebrow}</p> : null}
        <h2 id={id} className="mt-3 text-display-lg font-semibold text-ink-950 on-dark:text-white">
          {title}
        </h2>
        {lead ? (
          <p className="mt-4 text-lg leading-relaxed text-ink-600 on-dark:text-ink-200">{lead}</p>
        ) : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
