import { expect, test } from "../support/test";
import { specHeaderGroups } from "../spec-routes";

test.use({ javaScriptEnabled: false });

test.describe("desktop without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every header link is in the HTML, and hover or keyboard focus shows a group's links", async ({
    page,
  }) => {
    await page.goto("/");
    for (const group of specHeaderGroups) {
      for (const href of [group.href, ...group.links]) {
        await expect(page.locator(`#nav-panel-${group.label.toLowerCase()} a[href="${href}"]`)).toHaveCount(
          1,
        );
      }
    }
    const panel = page.locator("#nav-panel-about");
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "About", exact: true }).hover();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: /History/ }).click();
    await expect(page).toHaveURL(/\/about\/history$/);

    await page.goto("/");
    await page.getByRole("button", { name: "Contact", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-panel-contact a").first()).toBeFocused();
    await expect(page.locator("#nav-panel-contact")).toBeVisible();
  });

  test("the home page is complete and its links work", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building bright futures. Together.");
    // The featured report, the case and the four newest articles.
    await expect(page.getByRole("article")).toHaveCount(6);
    await page.getByRole("link", { name: "What we do" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });
});

test.describe("phone without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the Menu link leads to the footer's navigation, which lists every group", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const menu = page.getByRole("banner").getByRole("link", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page).toHaveURL(/#footer-nav$/);
    const footerNav = page.getByRole("navigation", { name: "Footer" });
    await expect(footerNav).toBeInViewport();
    for (const group of specHeaderGroups) {
      await expect(footerNav.locator(`a[href="${group.href}"]`).first()).toBeVisible();
    }
  });

  test("the 404 page works without JavaScript", async ({ page }) => {
    const response = await page.goto("/nowhere");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building bright futures. Together.");
  });
});
