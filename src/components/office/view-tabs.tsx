import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { formatNumber } from "@/content/format";

export interface ViewTab {
  href: string;
  label: string;
  /** None while the list is not counted (a search is on). */
  count?: number;
  /** More than `count`: the list was counted only so far (the inbox's views). */
  more?: boolean;
  current: boolean;
}

/**
 * Views of one list as a row of links, each with its count, the current one marked for a screen reader and drawn
 * dark: the inbox's "New", "Mine", "Overdue", the subscribers by status. Links, not a script's tabs: each view is
 * an address to bookmark, and works without JavaScript. On a phone the row scrolls sideways rather than wrapping.
 */
export function ViewTabs({
  label,
  tabs,
  description,
}: {
  label: string;
  tabs: readonly ViewTab[];
  description?: string;
}) {
  return (
    <div className="mb-5 grid gap-2">
      <nav
        aria-label={label}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 max-sm:flex-nowrap sm:flex-wrap"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab.current ? "page" : undefined}
            className={buttonVariants({ variant: tab.current ? "dark" : "secondary", size: "sm" })}
          >
            {tab.label}
            {tab.count === undefined ? null : ` (${formatNumber(tab.count, "en")}${tab.more ? "+" : ""})`}
          </Link>
        ))}
      </nav>
      {description ? <p className="text-sm text-ink-600">{description}</p> : null}
    </div>
  );
}
