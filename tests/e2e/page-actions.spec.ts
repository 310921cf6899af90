import { expect, test } from "../support/test";
import { routes } from "@/content/routes";
import { contact } from "@/content/site";
import { messageToasts } from "@/lib/forms";

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

test("/contact: the mail, phone and emergency links dial and write to the firm's numbers and address", async ({
  page,
}) => {
  await page.goto("/contact");
  const card = (title: string) =>
    page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card("Email Us").getByRole("link")).toHaveAttribute("href", `mailto:${contact.email}`);
  await expect(card("Call Us").getByRole("link")).toHaveAttribute("href", tel(contact.phone));
  await expect(card("Schedule a Meeting").getByRole("link")).toHaveAttribute("href", "/contact#contact-form");
  await expect(page.getByRole("link", { name: "Emergency Contact" })).toHaveAttribute(
    "href",
    tel(contact.emergencyPhone),
  );
});

test("/contact: each FAQ answer opens and closes without JavaScript", async ({ page }) => {
  await page.goto("/contact");
  const questions = page.locator("details summary");
  await expect(questions).toHaveCount(4);
  for (const summary of await questions.all()) {
    const answer = summary.locator("xpath=following-sibling::*[1]");
    await expect(answer).toBeHidden();
    await summary.click();
    await expect(answer).toBeVisible();
    await summary.press("Enter");
    await expect(answer).toBeHidden();
  }
  await questions.first().click();
  await expect(page.getByText("within 1-2 weeks")).toBeVisible();
});

test("careers: each open role's Apply Now writes to the recruiting team with the role in the subject", async ({
  page,
}) => {
  await page.goto(`${routes.careers}#opportunities`);
  const roles = page
    .locator("#opportunities")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(roles).toHaveCount(4);
  for (const role of await roles.all()) {
    const title = (await role.getByRole("heading", { level: 3 }).textContent()) ?? "";
    // The role names the link, after its visible label.
    const apply = role.getByRole("link", { name: `Apply Now: ${title}`, exact: true });
    await expect(apply).toBeVisible();
    const href = new URL((await apply.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toBe(contact.careersEmail);
    expect(href.searchParams.get("subject")).toContain(title);
    await expect(role.getByText(/^(Full-time|Contract)$/)).toBeVisible();
  }
});

test("sales team: each member has a mail and a phone link, and the page links back to the connect area", async ({
  page,
}) => {
  await page.goto(routes.salesTeam);
  const members = page
    .getByRole("region", { name: "Who you will speak to" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(members).toHaveCount(3);
  for (const member of await members.all()) {
    const name = (await member.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await expect(member.getByRole("link", { name: new RegExp(`^Email ${name}`) })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await expect(member.getByRole("link", { name: new RegExp(`^Call ${name}`) })).toHaveAttribute(
      "href",
      /^tel:\+\d+$/,
    );
  }
  await page.getByRole("link", { name: "Connect", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${routes.careers}$`));
});

test("/contact: the spec's Dutch messages are marked as Dutch on the English page (WCAG 3.1.2)", async ({
  page,
}) => {
  await page.goto("/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('#contact-form-sent [lang="nl"]')).toHaveText(messageToasts.success);
  await expect(page.locator('#contact-form-error [lang="nl"]')).toHaveText(messageToasts.failure);
});
