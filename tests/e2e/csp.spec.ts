import { expect, test, type Page } from "../support/test";
import { knownPages } from "../support/all-pages";
import { policyProblems, unexpectedErrors, watchErrors } from "../support/page-errors";
import { rawGet } from "../support/raw-http";

/**
 * Every page of the site runs under its policy with no violation or console error: checked on each load of the
 * page sweep (pages.spec.ts, tests/support/page-errors.ts). Here: the 404 pages beyond the route table, the
 * policy of every answer, and JavaScript that the policy allows doing its work.
 */

/** Opens `path` and checks its policy headers and that nothing was blocked or logged as an error. */
async function checkPage(page: Page, path: string) {
  const problems = watchErrors(page);
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(policyProblems(response?.headers() ?? {}), path).toEqual([]);
  expect(unexpectedErrors(problems, response?.status()), path).toEqual([]);
}

/** 404 pages that proxy.ts does not see: under the API, under Next's own prefix, and a path with an extension. */
const missingElsewhere = [
  "/api/nothing-here",
  "/_next/nothing-here",
  "/wp-login.php",
  "/insights/missing.xml",
];

for (const path of missingElsewhere) {
  test(`the 404 page at ${path} runs under a policy with no violation`, async ({ page }) => {
    await checkPage(page, path);
    expect(await page.title()).toMatch(/not found/i);
  });
}

test("every HTML answer has its own policy, and no answer is sent twice with the same nonce", async ({
  page,
  baseURL,
}) => {
  await page.goto("/insights/reports");
  const reports = await page
    .locator('a[href$=".pdf"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  await page.goto("/");
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!).pathname;
  expect(reports.length).toBeGreaterThan(0);
  const paths = [
    ...knownPages,
    ...missingElsewhere,
    "/insights/feed.xml",
    "/sitemap.xml",
    image,
    reports[0]!,
  ];
  const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];
  for (const path of paths) {
    // Twice: the second answer of a prerendered route or file comes from the server's page copy.
    const [first, second] = [await rawGet(baseURL!, path), await rawGet(baseURL!, path)];
    for (const answer of [first, second]) {
      const policy = answer.headers["content-security-policy"] ?? "";
      if (/^text\/html/.test(answer.headers["content-type"] ?? ""))
        expect(policy, path).toMatch(
          /script-src 'self'( '(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)')+;/,
        );
      else expect(nonceOf(policy), `${path} is not HTML`).toBeUndefined();
    }
    const nonce = nonceOf(first.headers["content-security-policy"] ?? "");
    if (nonce) expect(nonceOf(second.headers["content-security-policy"] ?? ""), path).not.toBe(nonce);
  }
});

test("under the policy the page hydrates: the menu opens, a form sends, the insights filter navigates", async ({
  page,
}) => {
  const problems = watchErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  const footer = page.getByRole("contentinfo");
  await footer.getByPlaceholder("Enter your email").fill(`csp-${Date.now()}@example.com`);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  // Sent by the client script: the toast appears and the page did not navigate to the no-JavaScript answer.
  await expect(page.locator("[data-sonner-toast]", { hasText: "check your inbox" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/insights");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .getByRole("navigation", { name: "Article categories" })
    .getByRole("link", { name: "Leadership" })
    .click();
  await expect(page).toHaveURL(/\/insights\/category\/leadership$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leadership");
  // A client-side navigation: the document (and what the script left on it) is the same.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(problems).toEqual([]);
});
