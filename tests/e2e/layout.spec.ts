import { expect, test } from "../support/test";
import { sidewaysOverflow } from "../support/layout";
import { routes } from "@/content/routes";
import { page as talentMatching } from "@/content/specialties/talent-matching";

/** Layout rules of the design language that are not spec facts: phone rows, split sections, print. */

const phoneRows = [
  { list: "a four-up card list", heading: talentMatching.industries.intro.title },
  { list: "a list of plans", heading: talentMatching.fees.intro.title },
  { list: "a list of case studies", heading: talentMatching.successStories.intro.title },
];

for (const { list, heading } of phoneRows) {
  test(`on a phone ${list} is one sideways row inside the page; on a wide screen it is a grid`, async ({
    page,
  }) => {
    const row = page
      .getByRole("heading", { name: heading })
      .locator("xpath=ancestor::section")
      .locator("ul")
      .first();
    const overflow = () =>
      row.evaluate((list) => ({
        inside: list.scrollWidth - list.clientWidth,
        display: getComputedStyle(list).display,
      }));

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(routes.talentMatching);
    const phone = await overflow();
    expect(phone.display).toBe("flex");
    expect(phone.inside).toBeGreaterThan(100);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Keyboards can scroll it.
    await expect(row).toHaveAttribute("tabindex", "0");

    await page.setViewportSize({ width: 1280, height: 800 });
    const wide = await overflow();
    expect(wide.display).toBe("grid");
    expect(wide.inside).toBeLessThanOrEqual(0);
  });
}

for (const path of [routes.privacy, "/insights/article"]) {
  test(`${path} prints as ink on white, without header, footer, skip link, contents list or art`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("banner")).toBeHidden();
    // Fixed above the page on screen, it printed over the text of every printed page (issue 28).
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(0, 0, 0)");
    const bandBackgrounds = await page
      .locator(".band-dark")
      .evaluateAll((bands) => [...new Set(bands.map((band) => getComputedStyle(band).backgroundColor))]);
    expect(bandBackgrounds).toEqual(["rgba(0, 0, 0, 0)"]);
    await expect(page.locator("[data-art]:visible")).toHaveCount(0);
  });
}
