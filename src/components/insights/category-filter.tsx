import { Link } from "@/components/ui/link";
import type { FilterLinks } from "@/types/sections";
import { cn } from "@/lib/cn";

/**
 * The category filter: a plain link per category, so it works without JavaScript and every category is a
 * prerendered page; the current one is marked for assistive technology (`aria-current`) and by its fill.
 */
export function CategoryFilter({ label, links }: FilterLinks) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={link.current ? "page" : undefined}
              scroll={false}
              className={cn(
                "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold transition-colors",
                link.current
                  ? "border-ink-950 bg-ink-950 text-white"
                  : "border-line-strong bg-surface text-ink-800 hover:border-ink-900 hover:text-ink-950",
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
