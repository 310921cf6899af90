import { expect, test } from "../support/test";
import { footerColumns } from "@/content/navigation";
import { brand, socialLinks } from "@/content/site";

test.use({ viewport: { width: 1280, height: 800 } });

test("the footer has five link columns, social links, both buttons, the newsletter input and the copyright", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");

  const columns = footer.getByRole("navigation", { name: "Footer" }).locator(":scope > ul > li");
  await expect(columns).toHaveCount(5);
  for (const [index, column] of footerColumns.entries()) {
    await expect(columns.nth(index).getByRole("heading")).toHaveText(column.title);
    await expect(columns.nth(index).getByRole("link")).toHaveCount(column.links.length);
  }

  for (const social of socialLinks) {
    await expect(footer.getByRole("link", { name: social.label })).toHaveAttribute("href", social.href);
  }

  // "Contact us" is both a button and the first link of the Contact column; both go to /contact.
  const contactLinks = footer.getByRole("link", { name: "Contact us", exact: true });
  await expect(contactLinks).toHaveCount(2);
  for (const link of await contactLinks.all()) await expect(link).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: "Find an office" })).toHaveAttribute(
    "href",
    "/contact/office-locations",
  );

  const email = footer.getByRole("textbox", { name: "Email address" });
  await expect(email).toHaveAttribute("type", "email");
  await expect(email).toHaveAttribute("placeholder", "Enter your email");
  await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();

  await expect(footer).toContainText(`© 2025 ${brand.name}`);
});

test("the footer appears on every page, including the 404 page", async ({ page }) => {
  await page.goto("/this/does/not/exist");
  await expect(page.getByRole("contentinfo")).toContainText(`© 2025 ${brand.name}`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Contact us" })).toBeVisible();
});
