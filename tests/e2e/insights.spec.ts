import { expect, test, type Page } from "../support/test";
import { dutchRoutes, routes } from "@/content/routes";
import { reportTexts } from "@/content/insights/reports";

const categories = [
  "Business Building",
  "Talent & Human Capital",
  "Personal Development",
  "Marketing & Sales",
  "Strategic Advisory",
  "Leadership",
];

const filter = (page: Page) => page.getByRole("navigation", { name: "Article categories" });
const cardCategories = (page: Page) =>
  page
    .locator("#articles article")
    .evaluateAll((cards) => cards.map((card) => card.querySelector(".eyebrow")?.textContent ?? ""));

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the category filter with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("each category link shows exactly that category's articles and marks itself current", async ({
      page,
    }) => {
      await page.goto("/insights");
      await expect(filter(page).getByRole("link")).toHaveText(["All", ...categories]);
      await expect(filter(page).getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
      const onIndex = (await cardCategories(page)).length;
      let total = 0;
      for (const category of categories) {
        await filter(page).getByRole("link", { name: category, exact: true }).click();
        await expect(page).toHaveURL(/\/insights\/category\/[a-z-]+$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(category);
        await expect(filter(page).getByRole("link", { name: category, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(filter(page).locator('[aria-current="page"]')).toHaveCount(1);
        const shown = await cardCategories(page);
        expect(shown.length, category).toBeGreaterThan(0);
        expect(new Set(shown), category).toEqual(new Set([category]));
        total += shown.length;
      }
      // Every article is in exactly one category: the six cards of /insights plus the featured article.
      expect(total).toBe(onIndex + 1);
      await filter(page).getByRole("link", { name: "All" }).click();
      await expect(page).toHaveURL(/\/insights$/);
    });
  });
}

test("every card of /insights, and the featured article, opens its article", async ({ page }) => {
  await page.goto("/insights");
  const links = await page
    .locator("#articles article h3 a")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ title: a.textContent ?? "", href: a.getAttribute("href") ?? "" })),
    );
  expect(links).toHaveLength(6);
  for (const { title, href } of links) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("article header").getByText(/^\d+ min read$/)).toBeVisible();
    // The author's own card on /about/leadership (tests/e2e/consistency.spec.ts follows it there).
    await expect(page.getByRole("link", { name: "Meet our leadership" })).toHaveAttribute(
      "href",
      /^\/about\/leadership#[a-z-]+$/,
    );
  }
  await page.goto("/insights");
  await page.getByRole("link", { name: "Read the featured article" }).click();
  await expect(page).toHaveURL(/\/insights\/article$/);
  await expect(page.getByRole("heading", { level: 2, name: "In brief" })).toBeVisible();
});

test("a card's cover is fetched as the card nears the screen, not beside the page's first paint, and is drawn then", async ({
  page,
}) => {
  // Covers fetched at load would share the line with the fonts before the first paint (record 055).
  const covers: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/art/covers/")) covers.push(request.url());
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/insights");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  expect(covers).toEqual([]);
  const frames = page.locator(".drawing-frame:has(img[src*='/art/covers/'])");
  const count = await frames.count();
  expect(count).toBeGreaterThanOrEqual(6);
  for (const frame of await frames.all()) {
    await frame.scrollIntoViewIfNeeded();
    const image = frame.locator("img");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The frame kept the file's shape (480 by 200) before the file came, so nothing moved when it did.
    const box = (await frame.boundingBox())!;
    expect(Math.abs(box.width / box.height - 480 / 200)).toBeLessThan(0.02);
  }
  expect(new Set(covers).size).toBe(count);
});

test.describe("Share and Save", () => {
  test("Share copies the article's link where there is no share sheet, and says so", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/insights/article");
    await page.evaluate(() => {
      // Headless Chromium on Linux has no share sheet; make sure the fallback is what runs.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
    });
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/insights/article`);
  });

  test("Save opens the print dialog", async ({ page }) => {
    await page.goto("/insights/article");
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Save as PDF" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the buttons that need it are not shown", async ({ page }) => {
      await page.goto("/insights/article");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("button", { name: "Share" })).toBeHidden();
      await expect(page.getByRole("button", { name: "Save as PDF" })).toBeHidden();
    });
  });
});

test("the feed is valid RSS 2.0, announced in the head of the insights pages, and lists the newest articles (today all seven)", async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto("/insights");
  const feedHref = await page
    .locator('link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute("href");
  expect(feedHref).toBeTruthy();
  const articleLinks = await page
    .locator('#articles a[href^="/insights/article"], a[href="/insights/article"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);

  const response = await request.get(feedHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (node: Element, name: string) => node.getElementsByTagName(name)[0]?.textContent ?? "";
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      version: doc.documentElement.getAttribute("version"),
      channelTitle: text(doc.getElementsByTagName("channel")[0]!, "title"),
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        pubDate: text(item, "pubDate"),
      })),
    };
  }, xml);
  expect(feed.error).toBe(false);
  expect(feed.version).toBe("2.0");
  expect(feed.channelTitle).toMatch(/Insights$/);
  // Every article the insights page links to (the six cards and the featured one) is an item, with an absolute link.
  expect(feed.items.map((item) => new URL(item.link).pathname).sort()).toEqual([...articleLinks].sort());
  for (const item of feed.items) {
    expect(item.link.startsWith(`${baseURL}/insights/`)).toBe(true);
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    expect(item.title.length).toBeGreaterThan(0);
  }
});

test.describe("reports without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each of the six reports and guides previews its summary in place and downloads a PDF", async ({
    page,
    request,
  }) => {
    await page.goto("/insights/reports");
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Download/ }) });
    await expect(cards).toHaveCount(reportTexts.length);
    expect(reportTexts.length).toBe(6);
    for (const card of await cards.all()) {
      const title = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
      const findings = card.getByText("Key findings");
      await expect(findings).toBeHidden();
      await card.locator("summary", { hasText: "Preview" }).click();
      await expect(findings).toBeVisible();

      const href = (await card.getByRole("link", { name: /^Download/ }).getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/insights\/reports\/[a-z0-9-]+\.pdf$/);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(response.headers()["content-disposition"]).toContain("attachment");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      // The title is in the file's metadata (as a UTF-16 hex string, so look for the file's Title entry).
      expect(body.toString("latin1")).toContain("/Title");
      expect(title.length).toBeGreaterThan(0);
    }
    expect((await request.get("/insights/reports/no-such-report.pdf")).status()).toBe(404);
  });

  test("the AI and customer care pages' guide buttons land on their guide on /insights, whose PDF downloads", async ({
    page,
    request,
  }) => {
    for (const [service, label, guide] of [
      [routes.aiSolutions, "AI Strategy Guide", "The AI Strategy Guide"],
      [routes.customerCare, "Download Guide", "The Customer Care Guide"],
      [dutchRoutes.aiSolutions, "Gids voor AI-strategie", "Gids voor AI-strategie"],
    ] as const) {
      await page.goto(service);
      await page.getByRole("link", { name: label, exact: true }).first().click();
      const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
      expect(anchor, service).not.toBe("");
      const card = page.locator(`[id="${anchor}"]`);
      await expect(card.getByRole("heading", { name: guide })).toBeVisible();
      const pdf = await card.getByRole("link", { name: /^Download/ }).getAttribute("href");
      const response = await request.get(pdf!);
      expect(response.status(), pdf!).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
    }
  });
});

test("publications: four essays, each with Read more into a readable page", async ({ page }) => {
  await page.goto("/insights/publications");
  const cards = page.locator("main article").filter({ hasText: "Read more" });
  await expect(cards).toHaveCount(4);
  const links = await cards
    .locator("h3 a")
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ title: a.textContent ?? "", href: a.getAttribute("href") ?? "" })),
    );
  for (const { title, href } of links) {
    expect(href).toMatch(/^\/insights\/publications\/[a-z0-9-]+$/);
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^First published in /)).toBeVisible();
  }
  await page.goto("/insights/publications");
  // "Read more" sits under the card's link, which covers the whole card: a click on it is a click on the link.
  await cards.first().getByText("Read more").click({ force: true });
  await expect(page).toHaveURL(/\/insights\/publications\/[a-z0-9-]+$/);
});

test.describe("a category page as a topic hub", () => {
  for (const [path, region, report, essay, lead] of [
    [
      "/insights/category/talent",
      "More on Talent & Human Capital",
      "The Contractor Economy Briefing 2025",
      routes.talentPhilosophy,
      "Daniel Osei",
    ],
    [
      dutchRoutes.insights + "/categorie/talent",
      "Meer over talent & HR",
      "Freelance-economie 2025",
      dutchRoutes.talentPhilosophy,
      "Daniel Osei",
    ],
  ] as const) {
    test(`${path} gathers the topic's reports, publications, essay and lead partner`, async ({ page }) => {
      await page.goto(path);
      const hub = page.getByRole("region", { name: region });
      // The report leads to its own card on the reports page, which opens on it.
      await hub.getByRole("link", { name: report }).click();
      await page.waitForURL(/#[a-z0-9-]+$/);
      const anchor = new URL(page.url()).hash.slice(1);
      await expect(page.locator(`[id="${anchor}"]`).getByRole("heading", { level: 3 })).toHaveText(report);
      await page.goBack();
      await expect(hub.locator('img[src^="/art/covers/"]').first()).toBeVisible();
      await expect(hub.getByRole("article")).not.toHaveCount(0);
      await expect(hub.locator(`a[href="${essay}"]`)).toHaveCount(1);
      const person = hub.getByRole("link", { name: lead });
      expect(await person.getAttribute("href")).toMatch(/leiderschap#daniel-osei$|leadership#daniel-osei$/);
      expect((await page.request.get(essay)).status()).toBe(200);
    });
  }
});

test("a service page opens with a case and its result, under its hero", async ({ page }) => {
  await page.goto(routes.aiSolutions);
  const second = page.locator("main > section, main > div > section").nth(1);
  await expect(second.getByRole("heading", { level: 2 })).toHaveText("What this work changed for one client");
  await expect(second).toContainText("2 minutes");
  await expect(second.getByRole("link", { name: "Read the whole case" })).toHaveAttribute(
    "href",
    routes.successStories,
  );
});
