import { cn } from "@/lib/cn";
import { portraitPath } from "@/lib/portraits";
import { Drawing } from "./drawing";

/** Disc sizes, and `xl`: the portrait in an arched window, for the one person a page is about. */
const sizes = {
  sm: "size-11",
  md: "size-14",
  lg: "size-24",
  xl: "w-36 sm:w-44",
} as const;

/**
 * A person's drawn portrait (src/lib/portraits.ts), on the brand's warm gold in a disc, or in an arched window
 * with a gold hairline. Decorative, because the name is always written beside it. A cached SVG file, not inline:
 * the page's HTML and flight data carry only its address.
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
  const window = size === "xl";
  return (
    <span
      className={cn(
        "relative block shrink-0 overflow-hidden bg-accent-100",
        window
          ? "aspect-[4/5] rounded-t-full outline-1 outline-offset-4 outline-accent-300/70 outline-solid"
          : "drawing-frame rounded-full ring-1 ring-accent-300/60",
        sizes[size],
        className,
      )}
    >
      <Drawing
        src={portraitPath(name)}
        width={176}
        height={176}
        // A portrait in a row of people is mostly below the fold; the one a page is about (xl) loads at once.
        eager={window}
        className={window ? "absolute inset-x-0 bottom-0 h-auto w-full" : "size-full"}
      />
    </span>
  );
}
