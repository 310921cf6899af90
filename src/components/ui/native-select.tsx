import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { controlClass } from "./input";

/**
 * The browser's own select, in the controls' style: for the office's forms, which post without JavaScript (the
 * public forms' Radix Select keeps its own hidden input).
 */
export function NativeSelect({
  options,
  className,
  ...props
}: ComponentProps<"select"> & { options: readonly { value: string; label: string }[] }) {
  return (
    <select className={cn(controlClass, "h-11 w-auto min-w-32 pr-8", className)} {...props}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
