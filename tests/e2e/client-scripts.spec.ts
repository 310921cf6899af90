import { expect, test, type APIRequestContext } from "../support/test";
import { pageScripts } from "../../src/server/serving/first-paint.mjs";
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

/** The scripts a page's HTML loads (its tags and its loader's list), fetched once each. */
const scripts = new Map<string, Promise<string>>();
async function scriptsOf(request: APIRequestContext, html: string): Promise<string[]> {
  const sources = pageScripts(html);
  return Promise.all(
    sources.map((src) => {
      if (!scripts.has(src))
        scripts.set(
          src,
          request.get(src).then((response) => response.text()),
        );
      return scripts.get(src)!;
    }),
  );
}

test("no page's HTML loads tailwind-merge, Radix Dialog, sonner or Radix Select", async ({ request }) => {
  test.setTimeout(120_000);
  for (const path of knownPages) {
    const html = await (await request.get(path)).text();
    const code = (await scriptsOf(request, html)).join("\n");
    expect(code.length, `${path} loads scripts`).toBeGreaterThan(0);
    const found = Object.entries(markers)
      .filter(([, marker]) => code.includes(marker))
      .map(([library]) => library);
    expect(found, path).toEqual([]);
  }
});

test("a dropdown becomes a Radix Select once its script has loaded", async ({ page }) => {
  await page.goto("/contact");
  const dropdown = page.getByRole("combobox", { name: "Service of interest" });
  await expect(dropdown).toHaveAttribute("data-state", "closed");
  await dropdown.click();
  await expect(page.locator("[data-radix-select-viewport]")).toBeVisible();
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
