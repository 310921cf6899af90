import { expect, test } from "../support/test";
import { sidewaysOverflow } from "../support/layout";
import { publicRoutes, routes } from "@/content/routes";
import { serviceSummaries } from "@/content/services";

for (const width of [375, 1280]) {
  test.describe(`home at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the hero has the headline and its three calls to action", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building bright futures. Together.");
      const hero = page.locator("main section").first();
      await expect(hero.getByRole("link", { name: "Who we are" })).toHaveAttribute("href", "/about");
      await expect(hero.getByRole("link", { name: "What we do" })).toHaveAttribute("href", "/services");
      await expect(hero.getByRole("link", { name: "Careers" })).toHaveAttribute(
        "href",
        `${routes.careers}#opportunities`,
      );
      const overflow = await sidewaysOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
      // On a phone the three stack, each the full width: none wraps alone onto a line, indented.
      if (width < 640) {
        const boxes = await Promise.all(
          ["Who we are", "What we do", "Careers"].map(
            async (name) => (await hero.getByRole("link", { name }).boundingBox())!,
          ),
        );
        for (const box of boxes) {
          expect(box.x).toBeCloseTo(boxes[0]!.x, 0);
          expect(box.width).toBeCloseTo(boxes[0]!.width, 0);
        }
      }
    });
  });
}

test.describe("home content", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the featured report card links to /insights", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Growth Readiness 2025" })).toHaveAttribute(
      "href",
      "/insights",
    );
  });

  test("the services grid has the six services, each linking to its page", async ({ page }) => {
    await page.goto("/");
    const grid = page.getByRole("region", { name: "Six practices, one team" });
    for (const service of serviceSummaries) {
      await expect(grid.getByRole("link", { name: service.title })).toHaveAttribute("href", service.href);
    }
    await expect(grid.getByRole("heading", { level: 3 })).toHaveCount(6);
  });

  test("the insights teaser has four article cards and View all insights links to /insights", async ({
    page,
  }) => {
    await page.goto("/");
    const teaser = page.getByRole("region", { name: "Thinking you can use on Monday" });
    const cards = teaser.getByRole("article");
    await expect(cards).toHaveCount(4);
    // Each card opens its article (the lead one at /insights/article) and shows its read time.
    for (const card of await cards.all()) {
      await expect(card.getByRole("link")).toHaveAttribute(
        "href",
        /^\/insights\/(article|articles\/[a-z0-9-]+)$/,
      );
      await expect(card).toContainText(/\d+ min read/);
    }
    await expect(teaser.getByText("Featured", { exact: true })).toHaveCount(1);
    await expect(teaser.getByRole("link", { name: "View all insights" })).toHaveAttribute(
      "href",
      "/insights",
    );
  });

  test("the front page shows a case with its before and after, and the partners with their portraits", async ({
    page,
  }) => {
    await page.goto("/");
    const story = page.getByRole("region", { name: "What changed for one client" });
    await expect(story.getByRole("heading", { level: 3 })).toHaveText(
      "A sales team that closes in half the time",
    );
    await expect(story.getByRole("figure")).toContainText("Before: 7 months");
    await expect(story.getByRole("figure")).toContainText("After: 3.5 months");
    await expect(story.getByRole("link", { name: "Read the whole case" })).toHaveAttribute(
      "href",
      routes.successStories,
    );
    const people = page.getByRole("region", { name: "The partners you will work with" });
    const names = people.getByRole("listitem");
    await expect(names).toHaveCount(5);
    for (const person of await names.all()) {
      await expect(person.getByRole("link")).toHaveAttribute("href", /^\/about\/leadership#[a-z-]+$/);
      await expect(person.locator('img[src^="/art/people/"]')).toHaveCount(1);
    }
  });

  test("each hero action that leads to a built page opens it", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("main section").first();
    const hrefs = await hero
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const built = hrefs.filter((href): href is string => href !== null && publicRoutes.includes(href));
    expect(built.length).toBeGreaterThan(0);
    for (const href of built) {
      expect((await page.request.get(href)).status(), href).toBe(200);
      await page.goto("/");
      await hero.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toBeVisible();
      await expect(heading).not.toHaveText("Building bright futures. Together.");
      await expect(heading).not.toHaveText(/not found/i);
    }
  });

  test("the page has a title, a description, a canonical URL and organization data for search engines", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(/Brightwell/);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThanOrEqual(50);
    expect(description?.length).toBeLessThanOrEqual(160);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "").pathname).toBe("/");
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
    // The firm, once (from the root layout), with how to reach it; no trail on the home page.
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({
      "@type": "Organization",
      name: "Brightwell",
      contactPoint: { "@type": "ContactPoint", email: expect.stringContaining("@") },
    });
  });
});
