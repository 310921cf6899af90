import { expect, test } from "@playwright/test";

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
