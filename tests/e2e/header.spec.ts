import { expect, test, type Page } from "../support/test";
import { specHeaderGroups } from "../spec-routes";

test.use({ viewport: { width: 1280, height: 800 } });

const groupButton = (page: Page, label: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: label, exact: true });
const panelOf = (page: Page, label: string) => page.locator(`#nav-panel-${label.toLowerCase()}`);

test.beforeEach(async ({ page }) => {
  await page.goto("/");
});

test("the header shows the brand, four groups and a Contact us button", async ({ page }) => {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Brightwell/ })).toHaveAttribute("href", "/");
  for (const group of specHeaderGroups) {
    await expect(groupButton(page, group.label)).toHaveAttribute("aria-expanded", "false");
  }
  await expect(header.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
});

test("every group's panel holds its overview page and every sub-page of the spec", async ({ page }) => {
  for (const group of specHeaderGroups) {
    const hrefs = await panelOf(page, group.label)
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([group.href, ...group.links]);
  }
});

test("a click opens a dropdown, a second click closes it, and a click outside closes it", async ({
  page,
}) => {
  const button = groupButton(page, "About");
  const panel = panelOf(page, "About");
  await expect(panel).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByRole("link", { name: /Leadership/ })).toBeVisible();
  await button.click();
  await expect(panel).toBeHidden();

  // Opened from the keyboard, so only the outside click can close it.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(panel).toBeVisible();
  await page.mouse.click(640, 700);
  await expect(panel).toBeHidden();
});

test("hovering opens a dropdown, moving into it keeps it open, and leaving closes it", async ({ page }) => {
  const panel = panelOf(page, "Services");
  await groupButton(page, "Services").hover();
  await expect(panel).toBeVisible();
  await panel.getByRole("link", { name: /AI Solutions/ }).hover();
  await expect(panel).toBeVisible();
  await page.mouse.move(640, 780);
  await expect(panel).toBeHidden();
});

test("a link in a dropdown takes the visitor to its page", async ({ page }) => {
  await groupButton(page, "Contact").click();
  await panelOf(page, "Contact")
    .getByRole("link", { name: /Office Locations/ })
    .click();
  await expect(page).toHaveURL(/\/contact\/office-locations$/);
});

test("keyboard: Enter opens, arrows move through the links, Escape closes and returns focus", async ({
  page,
}) => {
  const button = groupButton(page, "Insights");
  const panel = panelOf(page, "Insights");
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();

  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: "Insights overview" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: /^Research/ })).toBeFocused();
  await page.keyboard.press("End");
  await expect(panel.getByRole("link", { name: /Marketing Philosophy/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: "Insights overview" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("keyboard: Space toggles, ArrowDown on a closed button opens it at the first link, Tab away closes", async ({
  page,
}) => {
  const button = groupButton(page, "Services");
  const panel = panelOf(page, "Services");
  await button.focus();
  await page.keyboard.press("Space");
  await expect(panel).toBeVisible();
  await page.keyboard.press("Space");
  await expect(panel).toBeHidden();

  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: "Services overview" })).toBeFocused();

  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(groupButton(page, "About")).toBeFocused();
  await expect(panel).toBeHidden();
});

for (const width of [375, 1280]) {
  test(`the skip link is the first stop of the keyboard, with its padding, clear of the header at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/services");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    // It slides down from above the page (transition-[top]); its place is measured where it comes to rest.
    await skip.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expect(skip).toBeInViewport();
    const padding = await skip.evaluate((element) => getComputedStyle(element).paddingLeft);
    expect(parseFloat(padding)).toBeGreaterThanOrEqual(16);
    const box = (await skip.boundingBox())!;
    const header = (await page.getByRole("banner").boundingBox())!;
    expect(box.y, "the focused skip link covers the header").toBeGreaterThanOrEqual(header.y + header.height);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // Focus moves with it: the next Tab starts inside the page's content, not in the header.
    await expect(page.locator("#main")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
  });
}

test("the group of the page being shown is marked, and so is the page's own link in its panel", async ({
  page,
}) => {
  await page.goto("/specialties/talent-matching");
  await expect(groupButton(page, "Services")).toHaveAttribute("aria-current", "true");
  await expect(page.locator('nav[aria-label="Main"] [aria-current]')).toHaveCount(1);

  await page.goto("/about/leadership");
  await expect(groupButton(page, "About")).toHaveAttribute("aria-current", "true");
  await groupButton(page, "About").click();
  const current = panelOf(page, "About").locator('[aria-current="page"]');
  await expect(current).toHaveAttribute("href", "/about/leadership");
  // The mark is visible: the current link is tinted, unlike its neighbours.
  const tint = (href: string) =>
    panelOf(page, "About")
      .locator(`a[href="${href}"]`)
      .evaluate((link) => getComputedStyle(link).backgroundColor);
  expect(await tint("/about/leadership")).not.toBe(await tint("/about/history"));
});
