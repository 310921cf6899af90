import { cn } from "@/lib/cn";

const sizes = {
  sm: "size-11 text-sm ring-offset-1",
  md: "size-14 text-lg",
  lg: "size-20 text-2xl",
  xl: "size-28 text-4xl sm:size-32",
} as const;

/** The initials of a name: its first and last word ("Maya van der Berg" gives "MB"). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * A person without a photo: a monogram on the brand's ink, with a warm ring. Decorative, because the name is
 * always written beside it.
 */
export function Avatar({
  name,
  size = "md",
  className,
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-ink-900 font-display font-semibold tracking-wide text-accent-200 ring-2 ring-accent-300/70 ring-offset-2 ring-offset-surface select-none",
        "bg-[radial-gradient(circle_at_30%_20%,var(--color-ink-700),var(--color-ink-950)_70%)]",
        sizes[size],
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
