import { describe, expect, it } from "vitest";
import { pagePath, pageSlices, pagination, shownPages } from "@/content/insights/paging";

const numbers = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe("a list cut into pages", () => {
  it("has pages of the size given, the last one holding the rest", () => {
    expect(pageSlices(numbers(30), 12).map((page) => page.length)).toEqual([12, 12, 6]);
    expect(pageSlices(numbers(24), 12).map((page) => page.length)).toEqual([12, 12]);
    expect(pageSlices(numbers(25), 12).flat()).toEqual(numbers(25));
  });

  it("is one page when it is short or empty", () => {
    expect(pageSlices(numbers(7), 12)).toEqual([numbers(7)]);
    expect(pageSlices([], 12)).toEqual([[]]);
  });

  it("refuses a page size that is not a whole number of at least one", () => {
    expect(() => pageSlices(numbers(3), 0)).toThrow(RangeError);
    expect(() => pageSlices(numbers(3), 1.5)).toThrow(RangeError);
  });
});

describe("a page's path", () => {
  it("is the list's own for page 1 and {path}/page/{n} after it", () => {
    expect(pagePath("/insights", 1)).toBe("/insights");
    expect(pagePath("/insights", 2)).toBe("/insights/page/2");
    expect(pagePath("/insights/category/strategy", 14)).toBe("/insights/category/strategy/page/14");
  });
});

describe("the page numbers a nav shows", () => {
  it("are all of them for a few pages", () => {
    expect(shownPages(1, 1)).toEqual([1]);
    expect(shownPages(1, 3)).toEqual([1, 2, 3]);
    expect(shownPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("are the first, the last, the current one and its neighbours, a left-out run shown as null", () => {
    expect(shownPages(1, 84)).toEqual([1, 2, null, 84]);
    expect(shownPages(40, 84)).toEqual([1, null, 39, 40, 41, null, 84]);
    expect(shownPages(84, 84)).toEqual([1, null, 83, 84]);
  });

  it("show a single left-out number rather than an ellipsis for it", () => {
    expect(shownPages(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(shownPages(5, 9)).toEqual([1, null, 4, 5, 6, null, 9]);
  });
});

describe("a list's pagination", () => {
  it("is none for a list of one page", () => {
    expect(pagination("/insights", 1, 1)).toBeUndefined();
  });

  it("links previous and next (none past either end) and marks the current page", () => {
    expect(pagination("/insights", 1, 3)).toEqual({
      previous: undefined,
      next: "/insights/page/2",
      pages: [
        { number: 1, href: "/insights", current: true },
        { number: 2, href: "/insights/page/2", current: false },
        { number: 3, href: "/insights/page/3", current: false },
      ],
    });
    const last = pagination("/insights", 3, 3)!;
    expect(last.previous).toBe("/insights/page/2");
    expect(last.next).toBeUndefined();
    expect(last.pages.filter((page) => page?.current)).toEqual([
      { number: 3, href: "/insights/page/3", current: true },
    ]);
  });
});
