import { expect, test, type Page } from "../support/test";
import { dutchEdition, dutchRoutes, routes } from "@/content/routes";
import { missingDutchPage } from "../support/all-pages";

// The Dutch edition beside the English one (issue 32): its language, its alternates for search engines, the
// switch between the two, and its own 404. The page-level checks (axe, layout, policy, HTML) run on its pages
// with every other page (pages.spec.ts, html-validity.spec.ts), as knownPages lists them.

/** The hreflang alternates and the canonical address of the page shown, as its <head> states them. */
const alternatesOf = (page: Page) =>
  page.evaluate(() => ({
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href") ?? null,
    languages: Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname,
      ]),
    ),
  }));

test("each page of both editions says its language and names its counterpart, and the counterpart names it back", async ({
  page,
}) => {
  for (const id of dutchEdition) {
    const [english, dutch] = [routes[id], dutchRoutes[id]];
    for (const [path, lang] of [
      [english, "en"],
      [dutch, "nl"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html"), path).toHaveAttribute("lang", lang);
      const { canonical, languages } = await alternatesOf(page);
      expect(new URL(canonical!, page.url()).pathname, path).toBe(path);
      expect(languages, path).toEqual({ en: english, nl: dutch, "x-default": english });
      await expect(page.locator('meta[property="og:locale"]'), path).toHaveAttribute(
        "content",
        lang === "nl" ? "nl_NL" : "en_US",
      );
    }
  }
  // A page the Dutch edition does not have yet names no alternate, and its switch leads to the Dutch home page.
  await page.goto(routes.history);
  expect((await alternatesOf(page)).languages).toEqual({});
  await expect(page.getByRole("banner").getByRole("link", { name: "Nederlands" })).toHaveAttribute(
    "href",
    dutchRoutes.home,
  );
});

test("the switch in the header, the menu and the footer leads to the same page in the other language and back", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(routes.home);
  const toDutch = page.getByRole("banner").getByRole("link", { name: "Nederlands" });
  await expect(toDutch).toHaveAttribute("hreflang", "nl");
  await expect(toDutch).toHaveAttribute("lang", "nl");
  await toDutch.click();
  await expect(page).toHaveURL(dutchRoutes.home);
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    routes.home,
  );
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(routes.home);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(dutchRoutes.home);
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(routes.home);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Dutch home page is whole, in Dutch, with its switch, and an unknown Dutch address is a Dutch 404", async ({
    page,
  }) => {
    await page.goto(dutchRoutes.home);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Naar de inhoud" })).toBeAttached();
    await expect(page.getByRole("contentinfo")).toContainText("Alle rechten voorbehouden.");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "English" })).toHaveAttribute(
      "href",
      routes.home,
    );

    const missing = await page.goto(missingDutchPage);
    expect(missing?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page).toHaveTitle(/Pagina niet gevonden/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oeps! Pagina niet gevonden");
    await expect(page.getByRole("link", { name: "Terug naar de homepage" })).toHaveAttribute("href", "/nl");
  });
});

test("the sitemap lists the Dutch pages, each page of both editions with both as alternates", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const id of dutchEdition) {
    for (const path of [routes[id], dutchRoutes[id]]) {
      const entry = xml.match(new RegExp(`<url>\\s*<loc>${baseURL}${path}</loc>[\\s\\S]*?</url>`))?.[0];
      expect(entry, path).toBeDefined();
      expect(entry, path).toContain(`hreflang="nl" href="${baseURL}${dutchRoutes[id]}"`);
      expect(entry, path).toContain(`hreflang="en" href="${baseURL}${routes[id]}"`);
      expect(entry, path).toContain(`hreflang="x-default" href="${baseURL}${routes[id]}"`);
    }
  }
});
