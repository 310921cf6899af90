import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A surface with a hairline border. `interactive` lifts it on hover, for cards that are one big link; `raised`
 * gives it a deeper shadow (the form cards).
 */
export function Card({
  className,
  interactive = false,
  raised = false,
  ...props
}: ComponentProps<"div"> & { interactive?: boolean; raised?: boolean }) {
  return (
    <div
      className={cn(
        // Every card answers the pointer and the keyboard: its border firms up on hover and while focus is inside.
        "relative rounded-2xl border border-line bg-surface focus-within:border-ink-900/30",
        raised ? "shadow-xl shadow-ink-900/5" : "shadow-xs",
        interactive
          ? "transition duration-200 hover:-translate-y-0.5 hover:border-ink-900/20 hover:shadow-lg hover:shadow-ink-900/5"
          : "transition-colors hover:border-line-strong",
        className,
      )}
      {...props}
    />
  );
}

/**
 * The link that makes a whole card clickable: its ::after covers the card (which is `relative`) and carries
 * the focus ring, while the accessible name stays the link's own text. Put it in the card's heading.
 */
export function CardLink({ href, children }: { href: string; children: string }) {
  return (
    <Link
      href={href}
      className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-3 focus-visible:after:outline-(--focus-ring)"
    >
      {children}
    </Link>
  );
}
