import { expect, test } from "../support/test";

/**
 * Next.js's client leaves a failed segment prefetch's body unread, and Chromium then keeps that request open
 * for good. Our server answers a prefetch of a missing page with an empty 404 (decision record 012).
 */
test("a prefetch of a page that does not exist ends, so the browser holds no request open", async ({
  page,
}) => {
  const open = new Set<string>();
  page.on("request", (request) => request.url().includes("/no-such-page") && open.add(request.url()));
  page.on("requestfinished", (request) => open.delete(request.url()));
  page.on("requestfailed", (request) => open.delete(request.url()));
  await page.goto("/contact");
  const seen = page.waitForRequest((request) => request.url().includes("/no-such-page"));
  await page.evaluate(() =>
    (window as unknown as { next: { router: { prefetch(href: string): void } } }).next.router.prefetch(
      "/no-such-page",
    ),
  );
  await seen;
  await expect.poll(() => [...open], { timeout: 5_000 }).toEqual([]);
});

test("the 404 of a prefetch is empty, and the 404 page itself is whole", async ({ request }) => {
  const prefetch = await request.get("/no-such-page", {
    headers: { rsc: "1", "next-router-prefetch": "1", "next-router-segment-prefetch": "/_tree" },
  });
  expect(prefetch.status()).toBe(404);
  expect((await prefetch.body()).length).toBe(0);
  const page = await request.get("/no-such-page");
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("Oops! Page not found");
});

/**
 * Links prefetch on intent only (decision record 021): a page in view fetches no other page's data, and the
 * pointer over a link, or keyboard focus on it, prefetches that page, which then opens without a reload.
 */
test("links prefetch a page when the visitor heads for it, not when it comes into view", async ({ page }) => {
  const flights: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"] === "1") flights.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/services");
  // A link in view would be prefetched from its IntersectionObserver's first callback, which comes with the
  // frame after the link mounted: two frames later every such request has started, before the hover's.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  const link = page.locator("main a[href='/contact']").first();
  await link.hover();
  await expect.poll(() => flights).toContain("/contact");
  expect(new Set(flights)).toEqual(new Set(["/contact"]));

  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await link.click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  const footerLink = page.locator("footer a[href='/about']").first();
  await footerLink.focus();
  await expect.poll(() => flights).toContain("/about");
  // Two pages in view and two links headed for: only those two pages were fetched.
  expect(new Set(flights)).toEqual(new Set(["/contact", "/about"]));
});
