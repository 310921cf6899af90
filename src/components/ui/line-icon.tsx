import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";
import { cn } from "@/lib/cn";

/**
 * A line icon of the Lucide set, drawn from its shapes (the `lucide` package: data, no component). A plain
 * component, with no hook and no "use client": on a server component's page it is part of the HTML and nothing
 * of it runs in the browser, where lucide-react's icon is a client component that every page hydrated once per
 * icon (issue 49). It is decorative (hidden from assistive technology) unless it is given a name.
 */
export function LineIcon({
  icon,
  className,
  ...props
}: { icon: IconNode } & Omit<SVGProps<SVGSVGElement>, "children" | "strokeWidth">) {
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  // The stroke, the fill and the default size are the `line-icon` class's (globals.css), not attributes: the same
  // eight attributes on each of a page's 50 to 70 icons were about 200 bytes each, once in the HTML and once
  // more in the payload the page hydrates from. Another stroke width is a class too (`stroke-[1.6]`): a presentation
  // attribute would lose to the class.
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={named ? undefined : true}
      className={cn("line-icon", className)}
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
