/**
 * Paged lists: a long list shown a page at a time, page 1 at the list's own path and page n at `{path}/page/{n}`,
 * with a pagination nav that names the first and last page, the current one and its neighbours.
 */
import type { Pagination } from "@/types/sections";

/** How many items a page of a list shows. */
export const PAGE_SIZE = 12;

/** The list cut into pages of `size`, in order; an empty list is one empty page. */
export function pageSlices<Item>(items: readonly Item[], size = PAGE_SIZE): (readonly Item[])[] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`page size must be a whole number of at least 1: ${size}`);
  const count = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: count }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Where page `number` of the list at `path` is: page 1 is the list's own path, page n `{path}/{segment}/{n}`
 * (the Dutch edition's segment is "pagina").
 */
export function pagePath(path: string, number: number, segment = "page"): string {
  return number === 1 ? path : `${path}/${segment}/${number}`;
}

/**
 * The page numbers a nav shows on page `current` of `count`: the first, the last, the current one and its
 * neighbours, in order, with `null` where a run of two or more is left out (a run of one is shown instead).
 */
export function shownPages(current: number, count: number): (number | null)[] {
  const wanted = [...new Set([1, current - 1, current, current + 1, count])]
    .filter((number) => number >= 1 && number <= count)
    .sort((a, b) => a - b);
  const shown: (number | null)[] = [];
  for (const number of wanted) {
    const before = shown.at(-1);
    if (typeof before === "number" && number - before === 2) shown.push(before + 1);
    else if (typeof before === "number" && number - before > 2) shown.push(null);
    shown.push(number);
  }
  return shown;
}

/** The nav of page `current` of `count` of the list at `path`; none when the list has one page. */
export function pagination(
  path: string,
  current: number,
  count: number,
  segment = "page",
): Pagination | undefined {
  if (count <= 1) return undefined;
  const at = (number: number) => pagePath(path, number, segment);
  return {
    previous: current > 1 ? at(current - 1) : undefined,
    next: current < count ? at(current + 1) : undefined,
    pages: shownPages(current, count).map((number) =>
      number === null ? null : { number, href: at(number), current: number === current },
    ),
  };
}
