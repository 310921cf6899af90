import { localeOf } from "@/content/routes";
import { expect, test, type APIRequestContext } from "../support/test";
import { brand } from "@/content/site";
import { canonicalUrl, count, metaContent, metaContents, title } from "../support/html";
import { collectionPages } from "../support/insights";

/** Each `<url>` of the sitemap: its location and last modification, if it has one. */
async function sitemapEntries(request: APIRequestContext) {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  return [...(await response.text()).matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    location: /<loc>([^<]+)<\/loc>/.exec(entry!)?.[1] ?? "",
    lastModified: /<lastmod>([^<]+)<\/lastmod>/.exec(entry!)?.[1],
  }));
}

const normalized = (url: string | undefined) => (url === undefined ? undefined : new URL(url).href);

/** Width and height from a PNG's header (the IHDR chunk right after the 8-byte signature). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The utility pages: reached from mails and form posts, never from a search engine. */
const utilityPages = [
  "/newsletter/status",
  "/newsletter/confirm?token=no-such-token",
  "/newsletter/unsubscribe?token=no-such-token",
  "/forms/review/no-such-draft",
  "/nl/nieuwsbrief/status",
  "/nl/nieuwsbrief/bevestigen?token=no-such-token",
  "/nl/nieuwsbrief/afmelden?token=no-such-token",
  "/nl/formulieren/controleren/no-such-draft",
];

test("robots.txt allows the site, keeps crawlers out of the API and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Allow: /");
  expect(robots).toContain("Disallow: /api/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("sitemap.xml lists the built pages with absolute URLs, and every one of them answers 200", async ({
  request,
  baseURL,
}) => {
  const locations = (await sitemapEntries(request)).map((entry) => entry.location);
  expect(locations).toContain(`${baseURL}/`);
  expect(new Set(locations).size).toBe(locations.length);
  for (const location of locations) {
    expect(location.startsWith(`${baseURL}/`)).toBe(true);
    expect((await request.get(location)).status(), location).toBe(200);
  }
});

test("sitemap.xml holds every article, publication and category page, the articles dated, and no utility page", async ({
  page,
  request,
  baseURL,
}) => {
  const entries = await sitemapEntries(request);
  const byLocation = new Map(entries.map((entry) => [entry.location, entry]));
  const collections = await collectionPages(page);
  expect(collections.length).toBeGreaterThan(10);
  for (const path of collections) {
    const entry = byLocation.get(`${baseURL}${path}`);
    expect(entry, `${path} is missing from the sitemap`).toBeDefined();
    if (/^\/(insights\/category|nl\/inzichten\/categorie)\//.test(path))
      expect(entry!.lastModified, path).toBeUndefined();
    else expect(entry!.lastModified, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  const unwanted = entries.filter(({ location }) =>
    // The utility pages at the top of the site (/newsletter/status...), not the newsletter's archive under /insights.
    /^\/(newsletter|forms|api|404|_not-found|not-found|nl\/(nieuwsbrief|formulieren|niet-gevonden))(\/|$)/.test(
      new URL(location).pathname,
    ),
  );
  expect(unwanted).toEqual([]);
});

test("every page of the sitemap has one h1, its own title, one description, its own canonical URL, an Open Graph card and a large Twitter card", async ({
  request,
}) => {
  const descriptions = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const { location } of await sitemapEntries(request)) {
    const html = await (await request.get(location)).text();
    expect(html, location).toMatch(new RegExp(`<html[^>]*\\slang="${localeOf(new URL(location).pathname)}"`));
    expect(count(html, "h1"), `${location}: its h1 elements`).toBe(1);
    expect(title(html), location).toContain(brand.name);
    expect(titles.get(title(html)!), `${location} repeats a title`).toBeUndefined();
    titles.set(title(html)!, location);
    const [description, ...more] = metaContents(html, "description");
    expect(more, `${location} has more than one description`).toEqual([]);
    expect(description?.length ?? 0, location).toBeGreaterThanOrEqual(50);
    expect(description?.length ?? 0, location).toBeLessThanOrEqual(160);
    expect(descriptions.get(description!), `${location} repeats a description`).toBeUndefined();
    descriptions.set(description!, location);
    // Next writes the home page's URL as the bare origin ("http://host"), the same URL as "http://host/".
    expect(normalized(canonicalUrl(html)), location).toBe(location);
    expect(normalized(metaContent(html, "og:url")), location).toBe(location);
    expect(metaContent(html, "og:title"), location).toBeTruthy();
    expect(metaContent(html, "og:description"), location).toBe(description);
    expect(metaContent(html, "og:site_name"), location).toBe(brand.name);
    expect(metaContent(html, "og:type"), location).toMatch(/^(website|article)$/);
    expect(metaContent(html, "og:image"), location).toMatch(/^https?:\/\/[^/]+\/og\/.+\.png$/);
    expect(metaContent(html, "og:image:width"), location).toBe("1200");
    expect(metaContent(html, "og:image:height"), location).toBe("630");
    expect(metaContent(html, "og:image:alt"), location).toBeTruthy();
    expect(metaContent(html, "twitter:card"), location).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image"), location).toBe(metaContent(html, "og:image"));
    expect(metaContent(html, "robots"), location).toBeUndefined();
  }
});

test("every page's Open Graph image, the 404's too, is its own 1200 x 630 PNG under 100 KB", async ({
  request,
}) => {
  const pages = [...(await sitemapEntries(request)).map((entry) => entry.location), "/no-such-page"];
  const images = new Set<string>();
  for (const location of pages) {
    const image = metaContent(await (await request.get(location)).text(), "og:image");
    expect(image, location).toBeDefined();
    expect(images.has(image!), `${location} shares its image`).toBe(false);
    images.add(image!);
    const response = await request.get(image!);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"], image).toBe("image/png");
    const bytes = await response.body();
    expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
    expect(bytes.length, image).toBeLessThan(100 * 1024);
  }
});

test("an image path no page has is a 404", async ({ request }) => {
  expect((await request.get("/og/no-such-page.png")).status()).toBe(404);
});

test("the utility pages and the 404 tell search engines not to index them", async ({ request }) => {
  for (const path of utilityPages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(metaContent(await response.text(), "robots"), path).toMatch(/\bnoindex\b/);
  }
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(metaContents(html, "robots")).toEqual(["noindex"]);
  expect(canonicalUrl(html)).toBeUndefined();
  expect(metaContent(html, "description")?.length ?? 0).toBeGreaterThanOrEqual(50);
});

test("responses carry the baseline security headers and no X-Powered-By", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-powered-by"]).toBeUndefined();
});
