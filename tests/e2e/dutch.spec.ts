import { expect, test } from "../support/test";
import { dutchEdition, dutchRoutes, movedDutchPaths, publicRoutes, routes } from "@/content/routes";
import { dutchPages, missingDutchPage } from "../support/all-pages";
import { markup, metaContent } from "../support/html";
import { newsletterArchivePath } from "@/content/insights/newsletter-archive";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";
import { languageHint } from "@/content/frame";
import { axeViolations } from "../support/axe";
import { sidewaysOverflow } from "../support/layout";

// The Dutch edition beside the English one (issue 32): its language, its alternates for search engines, the
// switch between the two, and its own 404. The page-level checks (axe, layout, policy, HTML) run on its pages
// with every other page (pages.spec.ts, html-validity.spec.ts), as knownPages lists them.

/** What a page's server HTML says of its language and its counterpart: read without a browser, page after page. */
function languageOf(html: string) {
  const head = markup(html);
  const links = [...head.matchAll(/<link\b[^>]*>/gi)].map((tag) => tag[0]);
  const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return {
    lang: /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1],
    canonical: links
      .filter((tag) => attribute(tag, "rel") === "canonical")
      .map((tag) => attribute(tag, "href"))[0],
    languages: Object.fromEntries(
      links
        .filter((tag) => attribute(tag, "rel") === "alternate" && attribute(tag, "hreflang"))
        .map((tag) => [attribute(tag, "hreflang"), new URL(attribute(tag, "href")!).pathname]),
    ),
    ogLocale: metaContent(html, "og:locale"),
    /** Where each language switch on the page leads (header, menu, footer). */
    switches: [...head.matchAll(/<a\b[^>]*\bhrefLang="[^"]*"[^>]*>/gi)].map((tag) =>
      attribute(tag[0], "href"),
    ),
  };
}

test("every page of both editions (route table, articles, publications, lists) has its counterpart, names it, and its switches lead there", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const english = listed.filter((path) => !path.startsWith("/nl"));
  const dutch = listed.filter((path) => path.startsWith("/nl"));
  expect(dutch.length).toBe(english.length);
  for (const path of listed) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const page = languageOf(await response.text());
    const lang = path.startsWith("/nl") ? "nl" : "en";
    expect(page.lang, path).toBe(lang);
    expect(new URL(page.canonical!, response.url()).pathname, path).toBe(path);
    const counterpart = lang === "nl" ? page.languages.en : page.languages.nl;
    expect(listed, `${path}: its counterpart ${counterpart}`).toContain(counterpart);
    expect(page.languages["x-default"], path).toBe(page.languages.en);
    expect(page.languages[lang], path).toBe(path);
    expect(page.ogLocale, path).toBe(lang === "nl" ? "nl_NL" : "en_US");
    expect(page.switches.length, path).toBeGreaterThanOrEqual(2);
    for (const target of page.switches) expect(target, path).toBe(counterpart);
  }
});

test("the Dutch newsletter archive speaks Dutch and announces a feed of its own", async ({ page }) => {
  await page.goto(dutchNewsletterArchive.meta.path);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/nl\/inzichten\/nieuwsbrief\/feed\.xml$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutchNewsletterArchive.hero.title);
  // No campaign has been sent on this site: the archive says so, in Dutch.
  await expect(page.getByText(dutchNewsletterArchive.empty)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    newsletterArchivePath,
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Lees eerdere edities" }),
  ).toHaveAttribute("href", dutchNewsletterArchive.meta.path);
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

test.describe("a browser that prefers Dutch", () => {
  test.use({ locale: "nl-NL" });

  test("is told on the English home page, in Dutch, that the Dutch edition is there; the note can be dismissed and sets no cookie", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(routes.home);
    const note = page.getByRole("region", { name: languageHint.action.label });
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute("lang", "nl");
    await expect(note).toContainText(languageHint.text);
    await expect(note.getByRole("link", { name: languageHint.action.label })).toHaveAttribute(
      "href",
      dutchRoutes.home,
    );
    // Over the page, not in its flow: nothing moved, nothing scrolls sideways, and axe finds nothing.
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);

    await note.getByRole("button", { name: languageHint.dismiss }).click();
    await expect(note).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(note).toBeHidden();
    expect(await context.cookies()).toEqual([]);
  });

  test("its link leads to the Dutch home page, which has no such note, nor has any other English page", async ({
    page,
  }) => {
    await page.goto(routes.home);
    await page
      .getByRole("region", { name: languageHint.action.label })
      .getByRole("link", { name: languageHint.action.label })
      .click();
    await expect(page).toHaveURL(dutchRoutes.home);
    await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    await expect(page.getByText(languageHint.text)).toHaveCount(0);
    await page.goto(routes.services);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(languageHint.text)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("gets the English home page as every browser does, with no note", async ({ page }) => {
      await page.goto(routes.home);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(languageHint.text)).toHaveCount(0);
    });
  });
});

test("a browser that prefers English sees no note on the English home page", async ({ page }) => {
  await page.goto(routes.home);
  expect(await page.evaluate(() => navigator.languages[0])).toMatch(/^en/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(languageHint.text)).toHaveCount(0);
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

test("an address with a trailing slash answers 308 with the page's own address, in both editions", async ({
  request,
}) => {
  // Ten pages of each edition, from every part of the route table.
  const every = (paths: readonly string[]) => paths.filter((_, index) => index % 4 === 1).slice(0, 10);
  const pages = [...every(dutchPages), ...every(publicRoutes)];
  expect(pages).toHaveLength(20);
  for (const path of pages) {
    for (const [asked, answer] of [
      [`${path}/`, path],
      [`${path}//?utm_source=mail`, `${path}?utm_source=mail`],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(308);
      expect(response.headers().location, asked).toBe(answer);
    }
    expect((await request.get(`${path}/`)).status(), path).toBe(200);
  }
});

test("a Dutch address that moved (the connect folder, the featured article, the category pages) answers 308 with its new address", async ({
  request,
}) => {
  const moved = [
    [`/nl/verbinden/werken-bij-${routes.careers.split("join-")[1]}`, dutchRoutes.careers],
    ["/nl/verbinden/salesteam", dutchRoutes.salesTeam],
    ["/nl/inzichten/artikel", dutchRoutes.featuredArticle],
    ["/nl/inzichten/categorie/strategy", "/nl/inzichten/categorie/strategie"],
    ["/nl/inzichten/categorie/business-building/", "/nl/inzichten/categorie/bedrijfsopbouw"],
  ];
  expect(Object.keys(movedDutchPaths).length).toBeGreaterThanOrEqual(3);
  for (const [old, now] of moved) {
    const response = await request.get(old!, { maxRedirects: 0 });
    expect(response.status(), old).toBe(308);
    expect(response.headers().location, old).toBe(now);
    expect((await request.get(now!)).status(), now).toBe(200);
  }
  // What never was a page is still the Dutch 404, not a redirect.
  expect((await request.get("/nl/inzichten/artikelen-die-er-niet-zijn", { maxRedirects: 0 })).status()).toBe(
    404,
  );
});
