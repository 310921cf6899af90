import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export type SectionTone = "paper" | "sand" | "surface" | "dark";

const tones: Record<SectionTone, string> = {
  paper: "bg-paper text-ink-900",
  sand: "bg-sand text-ink-900",
  surface: "bg-surface text-ink-900",
  dark: "band-dark grain bg-ink-950 text-white",
};

/** Every section's band: background tone, content width, vertical rhythm and anchor id. */
export function Section({
  id,
  tone = "paper",
  className,
  labelledBy,
  children,
}: {
  id?: string;
  tone?: SectionTone;
  className?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn(tones[tone], "scroll-mt-20")}>
      <div className={cn("mx-auto max-w-7xl px-5 py-16 sm:py-20 lg:px-8 lg:py-28", className)}>
        {children}
      </div>
    </section>
  );
}
