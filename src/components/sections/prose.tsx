import { cn } from "@/lib/cn";
import { InlineText } from "@/components/ui/inline-text";

/**
 * Continuous text in a readable column: the first paragraph set larger in the display serif as the opening, the
 * rest as body text. Paragraphs may link with `[label](href)`. Works on light and dark bands.
 */
export function Prose({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  const [opening, ...rest] = paragraphs;
  return (
    <div className={cn("max-w-[68ch] min-w-0", className)}>
      {opening ? (
        <p className="font-display text-lg leading-relaxed text-ink-950 sm:text-[1.375rem] sm:leading-relaxed on-dark:text-white">
          <InlineText text={opening} />
        </p>
      ) : null}
      {rest.map((paragraph) => (
        <p key={paragraph} className="mt-6 text-[1.0625rem] leading-[1.8] text-ink-700 on-dark:text-ink-200">
          <InlineText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
