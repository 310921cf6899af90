import { expect, test } from "@playwright/test";

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
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(locations).toContain(`${baseURL}/`);
  for (const location of locations) {
    expect(location.startsWith(`${baseURL}/`)).toBe(true);
    expect((await request.get(location)).status(), location).toBe(200);
  }
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
