import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export const controlClass =
  "w-full rounded-xl border border-line-strong bg-surface px-4 text-base text-ink-950 placeholder:text-ink-500 transition-colors hover:border-ink-600 focus-visible:border-ink-900 aria-invalid:border-danger-600 disabled:opacity-60";

/** A text input, 48 px high (the newsletter's compact one passes `h-11` as its `height`). */
export function Input({
  className,
  type = "text",
  height = "h-12",
  ...props
}: ComponentProps<"input"> & { height?: "h-12" | "h-11" }) {
  return <input type={type} className={cn(controlClass, height, className)} {...props} />;
}
