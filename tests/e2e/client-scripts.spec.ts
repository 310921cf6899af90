import { expect, test, type APIRequestContext, type Page } from "../support/test";
import { pageScripts } from "../../src/server/serving/first-paint";
import { knownPages } from "../support/all-pages";

/**
 * What each page's HTML makes the browser load: none of the libraries below, which wait until they are needed
 * (sonner, Radix Select) or are gone (tailwind-merge, Radix Dialog). Each library is found by
 * a string of its own that minifying keeps (an attribute or a key it uses).
 */
const markers = {
  "tailwind-merge": "fvn-normal", // a class group of its tables
  sonner: "data-sonner-toaster",
  "Radix Dialog": "DialogContent",
  "Radix Select": "data-radix-select-viewport",
};

/** The libraries each script holds, by its source: each script fetched and read once, whichever pages load it. */
const librariesOfScript = new Map<string, Promise<string[]>>();
async function librariesOf(request: APIRequestContext, html: string): Promise<string[]> {
  const sources = pageScripts(html);
  expect(sources.length, "the page loads scripts").toBeGreaterThan(0);
  const found = await Promise.all(
    sources.map((src) => {
      if (!librariesOfScript.has(src))
        librariesOfScript.set(
          src,
          request.get(src).then(async (response) => {
            expect(response.status(), src).toBe(200);
            const code = await response.text();
            return Object.entries(markers)
              .filter(([, marker]) => code.includes(marker))
              .map(([library]) => library);
          }),
        );
      return librariesOfScript.get(src)!;
    }),
  );
  return [...new Set(found.flat())];
}

test("no page's HTML loads tailwind-merge, Radix Dialog, sonner or Radix Select", async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of knownPages) {
    const html = await (await request.get(path)).text();
    expect(await librariesOf(request, html), path).toEqual([]);
  }
});

/** The scripts a page has fetched so far whose code holds Radix Select. */
function radixSelectScripts(page: Page) {
  const found: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const code = await response.text().catch(() => "");
    if (code.includes(markers["Radix Select"])) found.push(response.url());
  });
  return found;
}

test("a dropdown becomes a Radix Select when a visitor heads for its form, not before", async ({ page }) => {
  const radix = radixSelectScripts(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(radix).toEqual([]);
  await expect(page.locator('select[name="service"]:not([aria-hidden="true"])')).toBeVisible();

  await page.locator("#contact-form form").hover();
  const dropdown = page.getByRole("combobox", { name: "Service of interest" });
  await expect(dropdown).toHaveAttribute("data-state", "closed");
  await expect.poll(() => radix.length).toBe(1);
  await dropdown.click();
  await expect(page.locator("[data-radix-select-viewport]")).toBeVisible();
});

test("a native dropdown in use is not replaced until it loses focus, and hands over its value", async ({
  page,
}) => {
  const radix = radixSelectScripts(page);
  await page.goto("/contact");
  const native = page.locator('select[name="service"]:not([aria-hidden="true"])');
  await native.focus();
  await page.keyboard.press("ArrowDown");
  const chosen = await native.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text);
  await expect.poll(() => radix.length).toBe(1);
  await page.waitForLoadState("networkidle");
  await expect(native).toBeFocused();

  await page.keyboard.press("Tab");
  const dropdown = page.getByRole("combobox", { name: "Service of interest" });
  await expect(dropdown).toHaveAttribute("data-state", "closed");
  await expect(dropdown).toHaveText(chosen);
  await expect(native).toHaveCount(0);
});

test("sonner arrives when focus first enters a form; its live region is on the page before the toast", async ({
  page,
}) => {
  await page.goto("/services");
  const region = page.locator("section[aria-live='polite']");
  const footer = page.getByRole("contentinfo");
  await expect(page.locator("h1")).toBeVisible();
  await expect(region).toHaveCount(0);

  await footer.getByPlaceholder("Enter your email").fill(`early-region-${Date.now()}@example.com`);
  await expect(region).toHaveCount(1);
  await expect(region.locator("[data-sonner-toast]")).toHaveCount(0);

  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(region.locator("[data-sonner-toast]", { hasText: "check your inbox" })).toBeVisible();
});
