import type { Page } from "@playwright/test";

/**
 * Each preloaded font holds the characters the pages draw; the rest of its face is a second file with a
 * unicode-range (src/app/fonts.ts, record 026), which the browser fetches only for text that needs it.
 * Playwright's trace snapshots lay out the whole page, so a test of this turns tracing off: a quote far below
 * would have its font fetched.
 */

/**
 * The faces this page has needed so far (loading or loaded), as family and unicode-range: the whole range for a
 * preloaded face, part of it for the rest of one. A face whose file is in the tab's memory cache counts as loaded
 * on every later page, whether the page draws it or not, so each page is opened in a context of its own.
 */
export const facesNeeded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status !== "unloaded")
      .map((face) => ({
        family: face.family,
        weight: face.weight,
        rest: face.unicodeRange !== "U+0-10FFFF",
      })),
  );

/**
 * What is wrong with the fonts of a page just opened in a context of its own: every page draws its text in Inter
 * and its headings in Fraunces from the preloaded files (so the scan sees the fonts), and fetches no rest of a face.
 */
export async function fontProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const faces = await facesNeeded(page);
  const problems: string[] = [];
  for (const [family, weight] of [
    ["inter", "400 600"],
    ["fraunces", "600"],
  ])
    if (!faces.some((face) => face.family === family && face.weight === weight && !face.rest))
      problems.push(`${family} ${weight} is not drawn from its preloaded file`);
  for (const face of faces.filter((face) => face.rest))
    problems.push(`the rest of ${face.family} ${face.weight} was fetched`);
  return problems;
}
