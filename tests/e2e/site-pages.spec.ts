import { expect, test, type APIRequestContext } from "../support/test";
import { brand } from "@/content/site";
import { publicRoutes } from "@/content/routes";
import { resolvedSpecRoutes } from "../spec-routes";
import { specPages } from "../spec-pages";
import { count, elementIds, linkHrefs, metaContent, title } from "../support/html";

/**
 * Checks over every page the site has (the route table, the same list the sitemap uses): structure, metadata
 * and every internal link with its #fragment, from the server HTML.
 */
const routes = publicRoutes;
const specRouteSet = new Set(resolvedSpecRoutes(brand.slug));

const pages = new Map<string, Promise<{ status: number; html: string }>>();
function load(request: APIRequestContext, path: string) {
  let page = pages.get(path);
  if (!page) {
    page = request.get(path, { maxRedirects: 0 }).then(async (response) => ({
      status: response.status(),
      html: await response.text(),
    }));
    pages.set(path, page);
  }
  return page;
}

test("every page the site builds is a route of the spec's route table", () => {
  expect(routes.filter((route) => !specRouteSet.has(route))).toEqual([]);
});

test("every page the spec lists for the built areas is built", () => {
  expect(specPages.map((page) => page.path).filter((path) => !routes.includes(path))).toEqual([]);
});

for (const route of routes) {
  test(`${route}: 200, one h1, a title and a 50-160 character description`, async ({ request }) => {
    const { status, html } = await load(request, route);
    expect(status).toBe(200);
    expect(count(html, "h1")).toBe(1);
    expect(title(html)).toMatch(new RegExp(`${brand.name}`));
    const description = metaContent(html, "description") ?? "";
    expect(description.length, description).toBeGreaterThanOrEqual(50);
    expect(description.length, description).toBeLessThanOrEqual(160);
  });
}

test("no two pages share a title or a description", async ({ request }) => {
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
  for (const route of routes) {
    const { html } = await load(request, route);
    for (const [kind, value] of [
      ["title", title(html)],
      ["description", metaContent(html, "description")],
    ] as const) {
      const other = seen[kind].get(value ?? "");
      expect(other, `${route} has the same ${kind} as ${other}`).toBeUndefined();
      seen[kind].set(value ?? "", route);
    }
  }
});

// Each page's spec prices, labels, links and anchors (tests/spec-pages.ts) are checked on its load in the page
// sweep (pages.spec.ts).

test("every internal link, and the #fragment it names, resolves on the built site", async ({ request }) => {
  test.setTimeout(180_000);
  const broken: string[] = [];
  const notBuiltYet = new Set<string>();
  // A crawl from every page of the route table: pages beyond it that links lead to (an article, a category of
  // the insights filter) must answer 200 too, and their own links are followed in turn.
  const queue = [...routes];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const route = queue.shift()!;
    const { html } = await load(request, route);
    for (const href of new Set(linkHrefs(html))) {
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      if (href.startsWith("//")) continue;
      const url = new URL(href, `http://site${route}`);
      const target = url.pathname;
      if (specRouteSet.has(target) && !routes.includes(target)) {
        // A page of the spec that a later piece of work builds.
        notBuiltYet.add(target);
        continue;
      }
      const { status, html: targetHtml } = await load(request, target);
      if (status !== 200) {
        broken.push(`${route} -> ${href} (status ${status})`);
        continue;
      }
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && !elementIds(targetHtml).has(fragment))
        broken.push(`${route} -> ${href} (no #${fragment})`);
    }
  }
  if (notBuiltYet.size > 0) {
    test.info().annotations.push({ type: "not built yet", description: [...notBuiltYet].sort().join(" ") });
  }
  expect(broken).toEqual([]);
});
