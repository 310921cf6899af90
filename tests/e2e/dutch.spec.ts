import { expect, test } from "../support/test";
import { dutchEdition, dutchRoutes, routes } from "@/content/routes";
import { missingDutchPage } from "../support/all-pages";
import { markup, metaContent } from "../support/html";
import { newsletterArchivePath } from "@/content/insights/newsletter-archive";
import { page as dutchNewsletterArchive } from "@/content/nl/insights/newsletter-archive";

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

test("the Dutch newsletter archive speaks Dutch and lists the same issues, in the language they were written in", async ({
  page,
}) => {
  await page.goto(dutchNewsletterArchive.meta.path);
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
