import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { publicRoutes } from "@/content/routes";
import { collectionPages } from "../support/insights";
import { missingPage, utilityPages } from "../support/utility-pages";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

// Every page of the site and the 404 page, on a phone and a desktop.
for (const width of [375, 1280]) {
  // The site's pages, the 404 page, and the noindex pages behind the forms (newsletter links, a form review).
  for (const path of [...publicRoutes, missingPage, ...utilityPages]) {
    test(`${path} at ${width} px has no WCAG 2.1 A/AA violations and no sideways scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}

test("the open desktop dropdown and the open mobile menu have no violations", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.getByRole("button", { name: "Services", exact: true }).click();
  expect(await violations(page)).toEqual([]);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("no page scrolls sideways on a 320 px phone (WCAG 1.4.10)", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const path of [...publicRoutes, missingPage, "/newsletter/status"]) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow} px`);
  }
  expect(wide).toEqual([]);
});

// The pages beyond the route table: every article, insights category and publication page.
test("every article, category and publication page has no violations and no sideways scrolling", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const paths = await collectionPages(page);
  expect(paths.length).toBeGreaterThanOrEqual(17);
  const problems: string[] = [];
  for (const width of [320, 375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      if (width !== 320) {
        for (const violation of await violations(page)) problems.push(`${path} at ${width} px: ${violation}`);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`${path} at ${width} px scrolls sideways by ${overflow} px`);
    }
  }
  expect(problems).toEqual([]);
});
