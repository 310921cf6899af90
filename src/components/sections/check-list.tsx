import type { ReactNode } from "react";
import { Check, X } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { cn } from "@/lib/cn";
import type { ListSection } from "@/types/sections";
import { Section, type SectionTone } from "./section";

const marks = {
  check: {
    badge: "bg-accent-100 text-accent-900 on-dark:bg-accent-400 on-dark:text-ink-950",
    icon: <LineIcon icon={Check} className="size-3.5 stroke-[2.5]" />,
  },
  cross: {
    badge: "bg-danger-50 text-danger-600 ring-1 ring-danger-300/60",
    icon: <LineIcon icon={X} className="size-3.5 stroke-[2.5]" />,
  },
  dot: {
    badge: "",
    icon: <span className="size-1.5 rounded-full bg-accent-500" />,
  },
} as const;

/**
 * A list with a mark before each item: check marks for what a plan includes, why to choose us, what a program
 * achieves; crosses for what is not allowed; dots for a plain list. `renderItem` turns an item's text into
 * richer content (links), and defaults to the text itself.
 */
export function CheckList({
  items,
  columns = 1,
  mark = "check",
  renderItem = (item) => item,
  className,
}: {
  items: readonly string[];
  columns?: 1 | 2 | 3;
  mark?: keyof typeof marks;
  renderItem?: (item: string) => ReactNode;
  className?: string;
}) {
  const { badge, icon } = marks[mark];
  return (
    <ul
      className={cn(
        "grid gap-x-8 gap-y-3",
        columns === 2 && "sm:grid-cols-2",
        columns === 3 && "sm:grid-cols-2 lg:grid-cols-3",
        className,
      )}
    >
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <span
            aria-hidden="true"
            className={cn(
              // Centred on the item's first line, whatever the list's text size.
              "mt-[calc((1lh_-_1.25rem)/2)] inline-flex size-5 shrink-0 items-center justify-center rounded-full",
              badge,
            )}
          >
            {icon}
          </span>
          <span>{renderItem(item)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page's list as a section of its own: the block's introduction is its heading, its items checked off under it
 * (or beside it, in the "side" layout), at one reading size on every page that has one.
 */
export function ChecksSection({
  list,
  tone,
  layout,
  columns,
}: {
  list: ListSection;
  tone?: SectionTone;
  layout?: "stacked" | "side";
  columns?: 1 | 2;
}) {
  return (
    <Section id={list.id} tone={tone} layout={layout} heading={list.intro}>
      <CheckList items={list.items} columns={columns} className="text-lg text-ink-800 on-dark:text-white" />
    </Section>
  );
}
