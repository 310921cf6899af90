import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * One primary style (the warm accent) and quieter ones that take the colour of the text around them,
 * so the same variant works on light and dark bands. A link that looks like a button takes these classes
 * itself: `<Link className={buttonVariants({ size: "lg" })}>`. A label wider than the room its button has (a
 * plan's action in a phone's card, "Submit Partnership Inquiry" at 320 px) wraps onto a second line inside the
 * button's padding instead of running past its edges; the heights are minimums, which one line never exceeds.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-full text-center font-semibold text-balance transition-colors duration-150 disabled:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-400 text-ink-950 shadow-sm hover:bg-accent-300 active:bg-accent-500",
        secondary: "border border-current/30 hover:border-current/60 hover:bg-current/5",
        ghost: "underline-offset-4 hover:bg-current/5 hover:underline",
        dark: "bg-ink-900 text-white hover:bg-ink-800",
      },
      size: {
        sm: "min-h-9 px-4 py-1.5 text-sm",
        md: "min-h-11 px-5 py-2 text-[0.9375rem]",
        lg: "min-h-12 px-6 py-2.5 text-base",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
