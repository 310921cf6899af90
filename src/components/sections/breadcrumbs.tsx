import { Link } from "@/components/ui/link";
import { ChevronRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import type { Crumb } from "@/lib/breadcrumbs";
import { cn } from "@/lib/cn";
import { breadcrumbJsonLd } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";

/**
 * Where a nested page sits: Home, the pages above it and the page itself, small above the page's heading, on a
 * dark hero or a light header alike. Its BreadcrumbList is built from the same trail, so search engines are
 * told exactly what the visitor sees. Nothing for a trail of fewer than two steps.
 */
export function Breadcrumbs({
  trail,
  label,
  className,
}: {
  trail: readonly Crumb[];
  /** The trail's name for assistive technology, in the page's language (`breadcrumbLabel`). */
  label: string;
  className?: string;
}) {
  if (trail.length < 2) return null;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <nav aria-label={label} className={cn("text-sm print:hidden", className)}>
        <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-ink-600 on-dark:text-ink-200">
          {trail.map((crumb, index) => {
            const current = index === trail.length - 1;
            return (
              <li key={crumb.href} className="inline-flex min-w-0 items-center gap-x-1.5">
                {index > 0 ? (
                  <LineIcon
                    icon={ChevronRight}
                    className="size-3.5 shrink-0 text-ink-500 on-dark:text-ink-300"
                  />
                ) : null}
                <Link
                  href={crumb.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "rounded-sm underline-offset-4 hover:underline",
                    current
                      ? "font-medium text-ink-950 on-dark:text-white"
                      : "hover:text-ink-950 on-dark:hover:text-white",
                  )}
                >
                  {crumb.label}
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
    </>
  );
}
