import { useId, type ReactNode } from "react";
import type { SectionIntro } from "@/types/sections";
import { cn } from "@/lib/cn";
import { ArrowLink } from "./action-buttons";
import { SectionHeading } from "./section-heading";

export type SectionTone = "paper" | "sand" | "surface" | "dark";

const tones: Record<SectionTone, string> = {
  paper: "bg-paper text-ink-900",
  sand: "bg-sand text-ink-900",
  surface: "bg-surface text-ink-900",
  dark: "band-dark grain bg-ink-950 text-white",
};

/**
 * Every section's band: background tone, content width, vertical rhythm, anchor id, and (when given)
 * its heading, which also names the section for assistive technology.
 */
export function Section({
  id,
  tone = "paper",
  heading,
  layout = "stacked",
  aside,
  className,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  heading?: SectionIntro;
  /** "side": the heading (and `aside` under it) stands in a column beside the content on wide screens. */
  layout?: "stacked" | "side";
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `${useId()}-heading`;
  const headingBlock = heading ? (
    <SectionHeading
      id={headingId}
      eyebrow={heading.eyebrow}
      title={heading.title}
      lead={heading.lead}
      className={layout === "stacked" ? "mb-12" : undefined}
      action={
        heading.action ? <ArrowLink href={heading.action.href}>{heading.action.label}</ArrowLink> : undefined
      }
    />
  ) : null;
  // A band without a heading is no section of the outline, only a box: a <div> (the print styles find it by .band).
  const Band = heading ? "section" : "div";
  return (
    <Band
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={cn(tones[tone], "band scroll-mt-20")}
    >
      <div className={cn("mx-auto max-w-7xl px-5 py-16 sm:py-20 lg:px-8 lg:py-28", className)}>
        {layout === "stacked" ? (
          <>
            {headingBlock}
            {children}
          </>
        ) : (
          // Phones read heading, content, aside; wide screens put heading and aside beside the content.
          <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16">
            {headingBlock}
            <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
            {aside ? <div className="lg:col-start-1 lg:row-start-2">{aside}</div> : null}
          </div>
        )}
      </div>
    </Band>
  );
}
