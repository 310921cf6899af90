import { expect, gotoWaitsForHydration, test, type Page, type Response } from "../support/test";
import { layoutChecks, settle } from "../../scripts/layout-checks";
import { knownPages, missingDutchPage, missingPage } from "../support/all-pages";
import { axeViolations } from "../support/axe";
import { fontProblems } from "../support/fonts";
import { elementIds, linkHrefs } from "../support/html";
import { collectionPages } from "../support/insights";
import { sidewaysOverflow } from "../support/layout";
import { policyProblems, unexpectedErrors, watchErrors } from "../support/page-errors";
import { expectStructuredData, structuredDataFamilies } from "../support/structured-data";
import { visibleText } from "../support/visible-text";
import { specPages } from "../spec-pages";

/**
 * The page sweep: every page is loaded once, on a desktop, and zoomed (its window narrowed, as zooming in does) to
 * the other widths; every check that reads a whole page runs on those (decision record 036). One test per page; a
 * failure names the width and the check. A zoomed page is the page a phone loads at that width: its layout
 * answers to the width in CSS alone, and no script of the site reads the width (the linter holds every script to
 * that), so a load at each width would check the same page again. The open menus, the same on every page of an
 * edition, are checked in accessibility.spec.ts.
 *
 * On the load, at 1280 px in a browser context of its own: the policy headers, the fonts (nothing drawn from the
 * rest of a face), the spec's prices, labels, links and anchors, and the JSON-LD of a family's page. At every
 * width it names: axe, tables with a caption and headers, no sideways scrolling, and at 640 and 320 px the layout
 * checks (scripts/layout-checks.ts). Over the whole visit: no console error and no policy violation.
 */

// Playwright's trace snapshots lay out the whole page, which would fetch fonts the page never asked for.
test.use({ trace: "off" });

interface Width {
  width: number;
  height: number;
  /** axe runs on the page. */
  axe?: boolean;
  /** The layout checks run on the settled page: nothing cut off, overlapping or past a button's padding. */
  layout?: boolean;
}

/** The width every page is loaded at; it is zoomed to the others. */
const desktop: Width = { width: 1280, height: 900, axe: true };
const phone: Width = { width: 375, height: 900, axe: true };
// 320 px is a 1280 px screen at 400 % zoom (WCAG 1.4.10), 640 x 450 the same screen at 200 % (WCAG 1.4.4).
const zoomed: Width[] = [
  { width: 640, height: 450, layout: true },
  { width: 320, height: 640, layout: true },
];

/**
 * The route table, the 404 and the utility pages: every check at every width. axe runs before the layout checks lay
 * the whole page out (scripts/layout-checks.ts), so that it judges the page as the browser has it.
 */
const everyWidth = [desktop, phone, ...zoomed];
/** Articles, categories and publications: axe on a desktop and a phone, and no sideways scrolling at 320 px. */
const collectionWidths = [desktop, phone, { width: 320, height: 900 }];

/**
 * Runs every check on `path`, loaded at the first width and zoomed to each of the others, and returns what failed,
 * each line naming the width and the check.
 */
async function sweep(page: Page, path: string, widths: readonly Width[]): Promise<string[]> {
  const problems: string[] = [];
  const errors = watchErrors(page);
  let status: number | undefined;
  for (const [index, { width, height, axe, layout }] of widths.entries()) {
    const at = (check: string, found: readonly string[]) =>
      problems.push(...found.map((problem) => `${width} px, ${check}: ${problem}`));
    await page.setViewportSize({ width, height });
    if (index === 0) {
      const response = await page.goto(path);
      if (!response) throw new Error(`${path} gave no answer`);
      status = response.status();
      await onceChecks(page, path, response, at);
    }
    if (axe) at("axe", await axeViolations(page));
    if (layout) await settle(page);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) at("sideways scrolling", [`the page is ${overflow} px too wide`]);
    if (layout)
      at(
        "layout",
        (await layoutChecks(page, { menuOpen: false })).map(({ kind, detail }) => `${kind} ${detail}`),
      );
    for (const [number, table] of (await page.locator("main table").all()).entries()) {
      if ((await table.locator("caption").count()) !== 1)
        at("tables", [`table ${number + 1} has no caption`]);
      if ((await table.locator("th").count()) === 0) at("tables", [`table ${number + 1} has no headers`]);
    }
  }
  problems.push(...unexpectedErrors(errors, status).map((error) => `console or policy: ${error}`));
  return problems;
}

/**
 * What the first load states whatever the width: the policy headers, the fonts, the 404 page's title, the spec's
 * texts, links and anchors, and a family's JSON-LD.
 */
async function onceChecks(
  page: Page,
  path: string,
  response: Response,
  at: (check: string, found: readonly string[]) => void,
): Promise<void> {
  at("fonts", await fontProblems(page));
  at("policy", policyProblems(response.headers()));
  const notFoundTitle = { [missingPage]: /not found/i, [missingDutchPage]: /niet gevonden/i }[path];
  if (notFoundTitle && !notFoundTitle.test(await page.title()))
    at("404 page", [`the title is "${await page.title()}"`]);
  const spec = specPages.find((entry) => entry.path === path);
  if (spec) {
    const text = await visibleText(page);
    const html = await response.text();
    const hrefs = new Set(linkHrefs(html));
    const ids = elementIds(html);
    at("spec", [
      ...spec.texts.filter((expected) => !text.includes(expected)).map((text) => `no text "${text}"`),
      ...(spec.links ?? []).filter((href) => !hrefs.has(href)).map((href) => `no link to ${href}`),
      ...(spec.ids ?? []).filter((id) => !ids.has(id)).map((id) => `no element #${id}`),
    ]);
  }
  const family = structuredDataFamilies.find((entry) => entry.path === path);
  if (family) await test.step("structured data", () => expectStructuredData(page, path, family.types));
}

/**
 * The pages beyond the route table, found as a visitor finds them, in parts that run side by side. Each page
 * opens in a browser context of its own, as the fonts check needs. Declared first: the longest tests of the run
 * start early rather than leaving one worker alone at its end.
 */
const PARTS = 5;
for (let part = 0; part < PARTS; part++) {
  test(`articles, categories and publications, part ${part + 1} of ${PARTS}: every page check at ${collectionWidths.map((width) => width.width).join(", ")} px`, async ({
    page: listing,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const paths = await collectionPages(listing);
    expect(paths.length).toBeGreaterThanOrEqual(17);
    // A family's JSON-LD is checked where the sweep opens its page: each such page is one the sweep finds.
    const swept = new Set([...knownPages, ...paths]);
    expect(structuredDataFamilies.filter((family) => !swept.has(family.path))).toEqual([]);
    const problems: string[] = [];
    for (const path of paths.filter((_, index) => index % PARTS === part)) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      gotoWaitsForHydration(page);
      problems.push(...(await sweep(page, path, collectionWidths)).map((problem) => `${path} at ${problem}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  });
}

for (const path of knownPages) {
  test(`${path}: every page check at ${everyWidth.map((width) => width.width).join(", ")} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    expect(await sweep(page, path, everyWidth)).toEqual([]);
  });
}
