import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * A line icon of the Lucide set, drawn from its shapes (the `lucide` package: data, no component). A plain
 * component, with no hook and no "use client": on a server component's page it is part of the HTML and nothing
 * of it runs in the browser, where lucide-react's icon is a client component that every page hydrated once per
 * icon (issue 49). It is decorative (hidden from assistive technology) unless it is given a name.
 */
export function LineIcon({
  icon,
  strokeWidth = 2,
  ...props
}: { icon: IconNode; strokeWidth?: number } & Omit<SVGProps<SVGSVGElement>, "children" | "strokeWidth">) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
