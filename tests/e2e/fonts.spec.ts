import { facesNeeded, restCharactersDrawn } from "../support/fonts";
import { expect, test } from "../support/test";

/**
 * The rest of a face is fetched when text needs it (tests/support/fonts.ts). That every page draws with its
 * preloaded fonts alone is checked on each page's first load in pages.spec.ts.
 */
test.use({ trace: "off" });

test("a letter outside the preloaded file, typed by a visitor, is drawn from the rest of the face", async ({
  page,
}) => {
  await page.goto("/contact");
  await page.evaluate(() => document.fonts.ready);
  const interRest = { family: "inter", weight: "400 600", rest: true };
  expect(await facesNeeded(page)).not.toContainEqual(interRest);
  // "ñ": no page draws it (the Dutch edition brought "ë" into the first file).
  await page.getByLabel("First name").first().fill("Muñoz");
  await expect.poll(() => facesNeeded(page)).toContainEqual(interRest);
  // What the page check reports when a page fetches the rest: the character and where it is drawn.
  expect(await restCharactersDrawn(page, interRest)).toEqual([
    expect.stringMatching(/^U\+F1 "ñ" in the field of <input#[^>]*>: "Muñoz"$/),
  ]);
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "inter"', "ñ"))).toBe(true);
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
