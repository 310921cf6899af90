import { expect, test, type Page } from "@playwright/test";

const categories = [
  "Business Building",
  "Talent & Human Capital",
  "Personal Development",
  "Marketing & Sales",
  "Strategic Advisory",
  "Leadership",
];

const filter = (page: Page) => page.getByRole("navigation", { name: "Article categories" });
const cardCategories = (page: Page) =>
  page
    .locator("#articles article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector(".eyebrow")?.textContent ?? ""));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the category filter with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("each category link shows exactly that category's articles and marks itself current", async ({
      page,
    }) => {
      await page.goto("/insights");
      await expect(filter(page).getByRole("link")).toHaveText(["All", ...categories]);
      await expect(filter(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
      const onIndex = (await cardCategories(page)).length;
      let total = 0;
      for (const category of categories) {
        await filter(page).getByRole("link", { name: category, exact: true }).click();
        await expect(page).toHaveURL(/\/insights\/category\/[a-z-]+$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
        await expect(filter(page).getByRole("link", { name: category, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(filter(page).locator('[aria-current="page"]')).toHaveCount(1);
        const shown = await cardCategories(page);
        expect(shown.length, category).toBeGreaterThan(0);
        expect(new Set(shown), category).toEqual(new Set([category]));
        total += shown.length;
      }
      // Every article is in exactly one category: the six cards of /insights plus the featured article.
      expect(total).toBe(onIndex + 1);
      await filter(page).getByRole("link", { name: "All" }).click();
      await expect(page).toHaveURL(/\/insights$/);
    });
  });
}

test("every card of /insights, and the featured article, opens its article", async ({ page }) => {
  await page.goto("/insights");
  const links = await page
    .locator("#articles article h3 a")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ title: a.textContent ?? "", href: a.getAttribute("href") ?? "" })),
    );
  expect(links).toHaveLength(6);
  for (const { title, href } of links) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article header").getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Meet our leadership" })).toHaveAttribute(
      "href",
      "/about/leadership",
    );
  }
  await page.goto("/insights");
  await page.getByRole("link", { name: "Read the featured article" }).click();
  await expect(page).toHaveURL(/\/insights\/article$/);
  await expect(page.getByRole("heading", { level: 2, name: "In brief" })).toBeVisible();
});

test.describe("Share and Save", () => {
  test("Share copies the article's link where there is no share sheet, and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/insights/article");
    await page.evaluate(() => {
      // Headless Chromium on Linux has no share sheet; make sure the fallback is what runs.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/insights/article`);
  });

  test("Save opens the print dialog", async ({ page }) => {
    await page.goto("/insights/article");
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Save as PDF" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the buttons that need it are not shown", async ({ page }) => {
      await page.goto("/insights/article");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Save as PDF" })).toBeHidden();
    });
  });
});

test("every article and category page has one h1, its own title and a 50-160 character description", async ({
  page,
}) => {
  await page.goto("/insights");
  const paths = await page
    .locator('a[href^="/insights/article"], a[href^="/insights/category/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  const titles = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const title = await page.title();
    expect(titles.has(title), `${path}: ${title}`).toBe(false);
    titles.add(title);
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length, `${path}: ${description}`).toBeGreaterThanOrEqual(50);
    expect(description.length, `${path}: ${description}`).toBeLessThanOrEqual(160);
  }
  expect(titles.size).toBeGreaterThanOrEqual(13);
});
