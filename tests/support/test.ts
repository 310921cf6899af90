// Playwright's `test` for the site's pages. A prerendered page asks for its scripts after its first paint
// (record 023), which can come after the `load` event that `page.goto` waits for; with JavaScript on, `goto`
// here also waits until such a page has hydrated, as a visitor's click would find it a moment later.
import { test as base, type APIRequestContext, type Page, type Request } from "@playwright/test";

export * from "@playwright/test";

/** How long a page may take to fetch its scripts and hydrate. */
const HYDRATION_MS = 10_000;

/** Makes `page.goto` wait, on an HTML page, until the page has hydrated (or one of its scripts failed). */
export function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    // A page whose scripts did not arrive (a test that blocks them) cannot hydrate: no wait for it.
    let scriptFailed = () => {};
    const failed = new Promise<void>((resolve) => (scriptFailed = resolve));
    const onFailed = (request: Request) => request.resourceType() === "script" && scriptFailed();
    page.on("requestfailed", onFailed);
    try {
      const response = await goto(url, options);
      if (!response?.headers()["content-type"]?.startsWith("text/html")) return response;
      // Next's router sets the page it shows in an effect, which runs once the page has hydrated.
      const hydrated = page.waitForFunction(
        () =>
          !document.getElementById("scripts-after-paint") ||
          (window as { next?: { __internal_src_page?: string } }).next?.__internal_src_page !== undefined,
        undefined,
        { timeout: HYDRATION_MS },
      );
      hydrated.catch(() => {}); // still pending when a script fails first
      await Promise.race([hydrated, failed]).catch(() => {
        throw new Error(`${page.url()} did not hydrate within ${HYDRATION_MS / 1000} s`);
      });
      return response;
    } finally {
      page.off("requestfailed", onFailed);
    }
  };
}

/**
 * A connection kept alive between requests can be closed by the server (after its keepAliveTimeout of idleness)
 * just as the client sends on it again; the request then fails with ECONNRESET, though the server never saw it.
 * Browsers send such an idempotent request again on a new connection (RFC 9110, 9.2.2), and so does `get` here,
 * once. A server that is down refuses the second try too.
 */
function getRetriesOnReusedConnection(request: APIRequestContext): void {
  const get = request.get.bind(request);
  request.get = async (url, options) => {
    try {
      return await get(url, options);
    } catch (error) {
      if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
      return get(url, options);
    }
  };
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) gotoWaitsForHydration(page);
    await provide(page);
  },
  request: async ({ request }, provide) => {
    getRetriesOnReusedConnection(request);
    await provide(request);
  },
});
