import { randomUUID } from "node:crypto";
import { glossary } from "@/content/glossary";
import { expect, test, type Page } from "../support/test";
import { droppedMails, eventually } from "../support/server";
import { dutchRoutes, newsletterPaths } from "@/content/routes";
import { newsletterPages as dutchNewsletterPages } from "@/content/nl/newsletter";
import { newsletterIn } from "@/lib/forms";

/** Newsletter double opt-in in Chromium: sign up in the footer, confirm from the mail, unsubscribe. */
const DATA_DIR = process.env.DATA_DIR!;

test.use({ viewport: { width: 1280, height: 900 } });

function confirmationFor(address: string) {
  return eventually(
    async () => (await droppedMails(DATA_DIR)).find((mail) => mail.parsed.to?.[0]?.address === address),
    10_000,
    `the confirmation mail to ${address}`,
  );
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(text);
  if (!match) throw new Error(`No ${path} link in the mail`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

async function signUp(page: Page, address: string) {
  const footer = page.getByRole("contentinfo");
  await footer.getByPlaceholder("Enter your email").fill(address);
  await footer.getByRole("button", { name: "Subscribe" }).click();
}

test("a sign-up on a Dutch page is answered in Dutch and gets its confirmation mail in Dutch", async ({
  page,
}) => {
  const address = `lezer-${randomUUID().slice(0, 8)}@example.com`;
  const { form, consent } = newsletterIn("nl");
  await page.goto(dutchRoutes.services);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(consent.text)).toBeVisible();
  await footer.getByPlaceholder(form.fields[0]!.placeholder!).fill(address);
  await footer.getByRole("button", { name: form.submitLabel }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: form.messages.success })).toBeVisible();

  const mail = await confirmationFor(address);
  expect(mail.parsed.subject).toBe(`Bevestig uw aanmelding voor ${glossary.newsletter.nl}`);
  expect(mail.parsed.text).toContain("Open deze link om te bevestigen");
  expect(mail.parsed.html).toContain('<html lang="nl">');
  // Its link leads to the Dutch confirmation page, whose button lands on the Dutch status page.
  await page.goto(linkIn(mail.parsed.text!, newsletterPaths.nl.confirm));
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutchNewsletterPages.confirm.title);
  await page.getByRole("button", { name: dutchNewsletterPages.confirm.button }).click();
  await expect(page).toHaveURL(new RegExp(`${newsletterPaths.nl.status}#confirmed$`));
  const confirmed = dutchNewsletterPages.status.outcomes.find((outcome) => outcome.id === "confirmed")!;
  await expect(page.getByRole("heading", { name: confirmed.title })).toBeVisible();
});

test("sign up in the footer, confirm from the mail, then unsubscribe", async ({ page, request }) => {
  const address = `reader-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/services");
  await signUp(page, address);
  await expect(page.locator("[data-sonner-toast]", { hasText: "check your inbox" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByPlaceholder("Enter your email")).toHaveValue("");

  const mail = await confirmationFor(address);
  expect(mail.parsed.subject).toBe("Confirm your subscription to Brightwell Insights");
  const unsubscribeHeader =
    mail.parsed.headers.find((header) => header.key === "list-unsubscribe")?.value ?? "";
  expect(unsubscribeHeader).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/);
  expect(mail.parsed.headers.find((header) => header.key === "list-unsubscribe-post")?.value).toBe(
    "List-Unsubscribe=One-Click",
  );

  // Opening the link changes nothing (mail scanners open links too); pressing the button confirms.
  const confirm = linkIn(mail.parsed.text!, "/newsletter/confirm");
  await page.goto(confirm);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/status#confirmed$/);
  await expect(page.getByRole("heading", { name: "You are subscribed" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeHidden();
  // One subscribe form: the page's own, not the footer's beside it.
  await expect(page.getByRole("button", { name: "Subscribe" })).toHaveCount(1);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" })).toBeHidden();

  await page.goto(confirm);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");

  await page.goto(linkIn(mail.parsed.text!, "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/newsletter\/status#unsubscribed$/);
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();

  // A mail client's one-click unsubscribe (RFC 8058) posts to the header's address.
  const oneClick = await request.post(unsubscribeHeader.slice(1, -1), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status()).toBe(200);
});

test("signing up twice answers the same and sends one mail", async ({ page }) => {
  const address = `twice-${randomUUID().slice(0, 8)}@example.com`;
  const toasts = page.locator("[data-sonner-toast]", { hasText: "check your inbox" });
  await page.goto("/");
  await signUp(page, address);
  await expect(toasts).toBeVisible();
  await signUp(page, address);
  await expect(toasts).toHaveCount(2);
  // Someone who signs up after the second try gets their mail; had the second try queued one, it went first.
  const later = `later-${randomUUID().slice(0, 8)}@example.com`;
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/forms/newsletter"));
  await signUp(page, later);
  expect((await answered).status()).toBe(202);
  await confirmationFor(later);
  await confirmationFor(address);
  const mails = (await droppedMails(DATA_DIR)).filter((mail) => mail.parsed.to?.[0]?.address === address);
  expect(mails).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer sign-up posts natively and the footer says what happens next", async ({ page }) => {
    const address = `nojs-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto("/specialties/sales-training");
    await signUp(page, address);
    await expect(page).toHaveURL(/\/specialties\/sales-training#footer-newsletter-sent$/);
    await expect(page.locator("#footer-newsletter-sent")).toBeVisible();
    await expect(page.locator("#footer-newsletter-sent")).toContainText("check your inbox");
    await confirmationFor(address);
  });
});
