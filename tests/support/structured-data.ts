import { expect, type Page } from "@playwright/test";
import { routes } from "@/content/routes";
import { offices } from "@/content/site";
import { visibleText } from "./visible-text";

export type Block = Record<string, unknown> & { "@type": string };

/**
 * One page of each family, and the JSON-LD types it must carry (Organization on every page, from the layout).
 * A top-level page has no trail; a nested one has BreadcrumbList; the rest follow what the page shows.
 */
export const structuredDataFamilies: readonly { path: string; types: readonly string[] }[] = [
  { path: routes.home, types: [] },
  { path: routes.privacy, types: [] },
  { path: routes.contact, types: ["FAQPage"] },
  { path: routes.consultancyStrategy, types: ["BreadcrumbList", "Service"] },
  { path: routes.retreatManagementPricing, types: ["BreadcrumbList", "Service"] },
  { path: routes.research, types: ["BreadcrumbList", "Service"] },
  { path: routes.talentMatching, types: ["BreadcrumbList"] },
  { path: routes.history, types: ["BreadcrumbList"] },
  { path: routes.talentPhilosophy, types: ["BreadcrumbList"] },
  { path: `${routes.insights}/category/strategy`, types: ["BreadcrumbList"] },
  { path: routes.featuredArticle, types: ["BreadcrumbList", "Article"] },
  { path: `${routes.insights}/articles/hiring-for-potential`, types: ["BreadcrumbList", "Article"] },
  { path: `${routes.publications}/rest-as-a-leadership-skill`, types: ["BreadcrumbList", "Article"] },
  { path: routes.officeLocations, types: ["BreadcrumbList", ...offices.map(() => "ProfessionalService")] },
  { path: routes.careers, types: ["BreadcrumbList", "JobPosting", "JobPosting", "JobPosting", "JobPosting"] },
];

/** Every JSON-LD block of the page, parsed (a block that is not valid JSON fails here). */
export async function blocksOn(page: Page): Promise<Block[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  return texts.map((text) => JSON.parse(text) as Block);
}

export const byType = (blocks: readonly Block[], type: string) =>
  blocks.filter((block) => block["@type"] === type);

/** The page's JSON-LD parses, carries Organization and `types`, and claims only what the page shows. */
export async function expectStructuredData(page: Page, path: string, types: readonly string[]) {
  const blocks = await blocksOn(page);
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  expect(blocks.map((block) => block["@type"]).sort()).toEqual(["Organization", ...types].sort());

  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  const [list] = byType(blocks, "BreadcrumbList");
  if (!list) {
    await expect(trail).toHaveCount(0);
  } else {
    // The visible trail and the BreadcrumbList: the same names, the same links, in the same order.
    const items = list.itemListElement as { position: number; name: string; item: string }[];
    await expect(trail).toBeVisible();
    await expect(trail.getByRole("listitem")).toHaveText(items.map((item) => item.name));
    const hrefs = await trail
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(items.map((item) => new URL(item.item).pathname));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    expect(items.at(-1)?.item).toBe(new URL(path, page.url()).toString());
    await expect(trail.getByRole("link").last()).toHaveAttribute("aria-current", "page");
    await expect(trail.locator('[aria-current="page"]')).toHaveCount(1);
  }

  const shown = await visibleText(page);
  const claimed = [
    ...byType(blocks, "FAQPage").flatMap((faq) =>
      (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => q.name),
    ),
    ...byType(blocks, "JobPosting").flatMap((job) => [job.title as string, job.description as string]),
    ...byType(blocks, "Article").map((article) => article.headline as string),
    ...byType(blocks, "ProfessionalService").map((office) => office.telephone as string),
    ...byType(blocks, "Service").flatMap((service) =>
      (service.offers as { name: string }[]).map((o) => o.name),
    ),
  ];
  for (const text of claimed) expect(shown, text).toContain(text);
}
