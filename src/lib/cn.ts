import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/** tailwind-merge, told about our own font sizes so it does not mistake them for text colours. */
const twMerge = extendTailwindMerge({
  extend: { theme: { text: ["display-xl", "display-lg", "display-md"] } },
});

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
