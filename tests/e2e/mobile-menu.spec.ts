import { expect, test } from "../support/test";
import { sidewaysOverflow } from "../support/layout";
import { specHeaderGroups } from "../spec-routes";

test.use({ viewport: { width: 375, height: 812 } });

test("at 375 px the desktop groups give way to a Menu button", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services" }),
  ).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact us" })).toBeVisible();
  const overflow = await sidewaysOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the Menu opens a side panel with every group's links; Escape closes it and focus returns", async ({
  page,
}) => {
  await page.goto("/");
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();

  for (const group of specHeaderGroups) {
    await expect(dialog.getByRole("link", { name: group.label, exact: true })).toHaveAttribute(
      "href",
      group.href,
    );
    for (const href of group.links) {
      await expect(dialog.locator(`a[href="${href}"]`)).toBeVisible();
    }
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("focus stays inside the open menu, and the close button closes it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole("button", { name: "Close menu" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
});

test("choosing a link in the menu navigates and closes the menu", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page
    .getByRole("dialog", { name: "Menu" })
    .getByRole("link", { name: "Partnership Inquiries" })
    .click();
  await expect(page).toHaveURL(/\/contact\/partnership-inquiries$/);
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("the open menu marks the page being shown", async ({ page }) => {
  await page.goto("/contact/office-locations");
  await page.getByRole("button", { name: "Menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(dialog.getByRole("link", { name: "Office Locations" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
