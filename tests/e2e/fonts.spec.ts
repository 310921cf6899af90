import type { Page } from "@playwright/test";
import { knownPages } from "../support/all-pages";
import { collectionPages } from "../support/insights";
import { expect, test } from "../support/test";

/**
 * Each preloaded font holds the characters the pages draw; the rest of its face is a second file with a
 * unicode-range (src/app/fonts.ts, record 026), which the browser fetches only for text that needs it.
 */

// Playwright's trace snapshots lay out the whole page, so a quote far below would have its font fetched.
test.use({ trace: "off" });

/**
 * The faces this page has needed so far (loading or loaded), as family and unicode-range: the whole range for a
 * preloaded face, part of it for the rest of one. A face whose file is in the tab's memory cache counts as loaded
 * on every later page, whether the page draws it or not, so each page is opened in a context of its own.
 */
const facesNeeded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status !== "unloaded")
      .map((face) => ({
        family: face.family,
        weight: face.weight,
        rest: face.unicodeRange !== "U+0-10FFFF",
      })),
  );

test("every page draws with its preloaded fonts alone, never fetching the rest of a face", async ({
  page: listing,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const paths = [...knownPages, ...(await collectionPages(listing))];
  expect(paths.length).toBeGreaterThan(60);
  const fetchedRest: string[] = [];
  for (const path of paths) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const faces = await facesNeeded(page);
    // The scan sees the fonts: every page draws its text in Inter and its headings in Fraunces.
    expect(faces, path).toEqual(
      expect.arrayContaining([
        { family: "inter", weight: "400 600", rest: false },
        { family: "fraunces", weight: "600", rest: false },
      ]),
    );
    const rest = faces.filter((face) => face.rest).map((face) => face.family);
    if (rest.length > 0) fetchedRest.push(`${path}: ${rest.join(", ")}`);
    await context.close();
  }
  expect(fetchedRest).toEqual([]);
});

test("a letter outside the preloaded file, typed by a visitor, is drawn from the rest of the face", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.evaluate(() => document.fonts.ready);
  const interRest = { family: "inter", weight: "400 600", rest: true };
  expect(await facesNeeded(page)).not.toContainEqual(interRest);
  await page.getByLabel("First name").first().fill("Zoë");
  await expect.poll(() => facesNeeded(page)).toContainEqual(interRest);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "inter"', "ë"))).toBe(true);
});

test("an article's quote, the one text in Fraunces at 400, fetches its font when a reader reaches it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/insights/articles/hiring-for-potential");
  await page.evaluate(() => document.fonts.ready);
  const quoteFace = { family: "fraunces", weight: "400 500", rest: false };
  expect(await facesNeeded(page)).not.toContainEqual(quoteFace);
  const quote = page.locator(".article-prose blockquote").first();
  await quote.scrollIntoViewIfNeeded();
  await expect.poll(() => facesNeeded(page)).toContainEqual(quoteFace);
  await expect(quote).toHaveCSS("font-weight", "400");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('italic 400 24px "fraunces"', "A quote"))).toBe(true);
});
