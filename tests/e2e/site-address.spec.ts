import { expect, gotoWaitsForHydration, test } from "../support/test";
import { policyProblems, unexpectedErrors, watchErrors } from "../support/page-errors";
import { removeDataDir, startServer, type RunningServer } from "../support/server";

/**
 * One build for every address (issue 48, item 1): the e2e build, made for the shared test server's address, is
 * served at once by two more servers, at two other addresses. Each gives its own address, and only it, in the
 * canonical link, Open Graph URLs, structured data and printed header of a page, in the payload its router
 * fetches, in the sitemap, robots.txt and both feeds; and the page runs under its policy without a violation.
 * A new server's first answer of a page shows too that what the page cache keeps is what Next.js sent.
 */

const servers: RunningServer[] = [];
test.afterAll(async () => {
  await Promise.all(servers.map(async (server) => (await server.stop(), removeDataDir(server.dataDir))));
});

/** Every address of this machine a text names (the build's, a server's). */
const addresses = (text: string) => [...new Set(text.match(/https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g))];

test("one build serves two addresses at once, each with its own address in every page, feed and sitemap", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sites = await Promise.all([startServer(), startServer({}, undefined, { host: "localhost" })]);
  servers.push(...sites);
  for (const site of sites) expect(site.url, site.output()).not.toBe(baseURL);
  for (const { url, output } of sites) {
    expect(output()).toContain(`The pages made for ${baseURL} are served at ${url}.`);
    for (const path of [
      "/about",
      "/nl/over-ons",
      "/sitemap.xml",
      "/robots.txt",
      "/insights/feed.xml",
      "/nl/inzichten/feed.xml",
    ]) {
      // Twice: the second answer of a prerendered route comes from the server's page cache.
      for (const round of [1, 2]) {
        const text = await (await fetch(`${url}${path}`)).text();
        expect(addresses(text), `${url}${path}, round ${round}`).toEqual([url]);
      }
    }
    // A page's first answer from a new server is Next.js's, compressed as the client asks; the copy the page
    // cache keeps of it (served with an ETag) is the same page.
    const first = await fetch(`${url}/contact`);
    expect(first.headers.get("content-encoding"), url).toMatch(/^(br|gzip)$/);
    const contact = await first.text();
    await expect.poll(async () => (await fetch(`${url}/contact`)).headers.get("etag"), url).toBeTruthy();
    expect(await (await fetch(`${url}/contact`)).text(), url).toBe(contact);

    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    // The click below is the router's once the page has hydrated. A click while it hydrated left, once on a busy
    // machine, the prerendered page's canonical link in the head beside the new page's for longer than the poll
    // below waits (7 s): a browser's copy of the head, which no crawler reads.
    gotoWaitsForHydration(page);
    const problems = watchErrors(page);
    const response = await page.goto("/about");
    expect(policyProblems(response?.headers() ?? {})).toEqual([]);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${url}/about`);
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${url}/about`);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${url}/og/`),
    );
    expect(await page.locator("html").getAttribute("style")).toContain(`"${url}/about"`);
    const data = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(addresses(data.join("\n"))).toEqual([url]);

    // A click is answered by the router from the payload it fetches: the new page's head has this address too.
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await page.locator('main a[href="/contact"]').first().click();
    await expect(page).toHaveURL(`${url}/contact`);
    // For a moment during the change both pages' links may stand in the head.
    const canonical = () =>
      head
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    await expect.poll(canonical).toEqual([`${url}/contact`]);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(unexpectedErrors(problems, response?.status())).toEqual([]);
    await context.close();
  }
});
