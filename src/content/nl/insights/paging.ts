/**
 * Paged lists in the Dutch edition: page 1 at the list's own path and page n at `{path}/pagina/{n}`. Page sizes,
 * slices and the numbers a nav shows are the English module's; only the path of a further page is Dutch.
 */
import { shownPages } from "../../insights/paging";
import type { Pagination } from "@/types/sections";

export { PAGE_SIZE, pageSlices, shownPages } from "../../insights/paging";

/** Where page `number` of the list at `path` is: page 1 is the list's own path. */
export function pagePath(path: string, number: number): string {
  return number === 1 ? path : `${path}/pagina/${number}`;
}

/** The nav of page `current` of `count` of the list at `path`; none when the list has one page. */
export function pagination(path: string, current: number, count: number): Pagination | undefined {
  if (count <= 1) return undefined;
  return {
    previous: current > 1 ? pagePath(path, current - 1) : undefined,
    next: current < count ? pagePath(path, current + 1) : undefined,
    pages: shownPages(current, count).map((number) =>
      number === null ? null : { number, href: pagePath(path, number), current: number === current },
    ),
  };
}
