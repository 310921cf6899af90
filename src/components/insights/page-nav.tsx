import { ChevronLeft, ChevronRight } from "lucide";
import { LineIcon } from "@/components/ui/line-icon";
import { Link } from "@/components/ui/link";
import type { Pagination } from "@/types/sections";
import { cn } from "@/lib/cn";
import { sectionWordsIn } from "@/lib/words";
import type { Locale } from "@/types/facts";

/** One control of the nav: a pill like the category filter's, filled when it is the current page. */
const control = (current: boolean) =>
  cn(
    "inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full border px-3 text-sm font-semibold transition-colors",
    current
      ? "border-ink-950 bg-ink-950 text-white"
      : "border-line-strong bg-surface text-ink-800 hover:border-ink-900 hover:text-ink-950",
  );

/**
 * The links between the pages of a paged list: previous, the page numbers (the current one marked with
 * `aria-current`, left-out runs shown as an ellipsis) and next. Plain links, so it works without JavaScript.
 */
export function PageNav({ locale, previous, next, pages }: Pagination & { locale: Locale }) {
  const words = sectionWordsIn(locale);
  return (
    <nav aria-label={words.pagination} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous ? (
          <li>
            <Link href={previous} rel="prev" className={control(false)}>
              <LineIcon icon={ChevronLeft} className="size-4" />
              {words.previous}
            </Link>
          </li>
        ) : null}
        {pages.map((page, index) =>
          page ? (
            <li key={page.href}>
              <Link
                href={page.href}
                aria-current={page.current ? "page" : undefined}
                aria-label={words.page(page.number)}
                className={control(page.current)}
              >
                {page.number}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-600">
              …
            </li>
          ),
        )}
        {next ? (
          <li>
            <Link href={next} rel="next" className={control(false)}>
              {words.next}
              <LineIcon icon={ChevronRight} className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
