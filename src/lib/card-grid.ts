import { cn } from "./cn";

export type CardColumns = 2 | 3 | 4;

/** With 2 or 3 columns every card spans two tracks of a 4- or 6-track grid, so a short last row can be centred. */
const gridClasses = {
  2: "md:grid-cols-4",
  3: "md:grid-cols-4 lg:grid-cols-6",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * Lists of parallel things (four-up cards, plans, case studies) stacked on a phone make a page very long, so
 * below 640 px they become one row that scrolls sideways with snap points, the next card peeking in. Plain CSS:
 * it works without JavaScript. The row is positioned, so what a card places absolutely (a figure's series name for
 * a screen reader) stays inside the row instead of widening the page. The list gets `phoneRow.list` and `tabIndex={0}` (keyboards can scroll it), each
 * item `phoneRow.item`.
 */
export const phoneRow = {
  list: "max-sm:relative max-sm:-mx-5 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-5 max-sm:overflow-x-auto max-sm:px-5 max-sm:pt-1 max-sm:pb-5",
  item: "max-sm:w-[82%] max-sm:max-w-80 max-sm:shrink-0 max-sm:snap-start",
} as const;

/** Four-up grids hold short cards (channels, industries, focus areas): a sideways row on phones. */
export function scrollsOnPhones(columns: CardColumns): boolean {
  return columns === 4;
}

/** The classes of a grid of cards with this many columns on wide screens. */
export function cardGrid(columns: CardColumns): string {
  return cn("grid gap-5", gridClasses[columns], scrollsOnPhones(columns) && phoneRow.list);
}

/**
 * The classes of one card of such a grid: its span and, in an incomplete last row, where it starts, so that
 * row sits in the middle (3 + 2 cards).
 */
export function cardPlacement(index: number, count: number, columns: CardColumns): string | undefined {
  if (columns === 4) return phoneRow.item;
  const fromEnd = count - index;
  const mdCentred = count % 2 === 1 && fromEnd === 1;
  if (columns === 2) return cn("md:col-span-2", mdCentred && "md:col-start-2");
  if (count % 3 === 1 && fromEnd === 1)
    return cn("md:col-span-2", mdCentred && "md:col-start-2", "lg:col-start-3");
  if (count % 3 === 2 && fromEnd === 2) return "md:col-span-2 lg:col-start-2";
  return cn("md:col-span-2", mdCentred && "md:col-start-2 lg:col-start-auto");
}
