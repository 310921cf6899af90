import type { Page } from "@playwright/test";

/**
 * The pages beyond the route table, found as a visitor finds them (the texts are files, so the list grows with
 * them): every article and category page linked from /insights, and every publication linked from
 * /insights/publications, and the same of the Dutch edition.
 */
export async function collectionPages(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const [listing, selector] of [
    ["/insights", 'a[href^="/insights/article"], a[href^="/insights/category/"]'],
    ["/insights/publications", 'a[href^="/insights/publications/"]'],
    [
      "/nl/inzichten",
      'a[href^="/nl/inzichten/uitgelicht"], a[href^="/nl/inzichten/artikelen/"], a[href^="/nl/inzichten/categorie/"]',
    ],
    ["/nl/inzichten/publicaties", 'a[href^="/nl/inzichten/publicaties/"]'],
  ] as const) {
    await page.goto(listing);
    for (const href of await page
      .locator(selector)
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))
      found.add(href);
  }
  return [...found];
}
