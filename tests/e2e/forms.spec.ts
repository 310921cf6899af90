import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "../support/test";
import { dutchForms, messageToasts, partnershipTypes, serviceOptions } from "@/lib/forms";
import { dutchRoutes, formPages } from "@/content/routes";
import { reviewPage as dutchReviewPage } from "@/content/nl/newsletter";
import { ADMIN_TOKEN, droppedMails, eventually, removeDataDir, startServer } from "../support/server";
import { freePort } from "../support/smtp";
import { boxesOverlap } from "../support/boxes";

/** The three message forms in Chromium, with JavaScript (fetch and toasts) and without (native posts). */
const DATA_DIR = process.env.DATA_DIR!;
const SENT = "Uw bericht is succesvol verzonden!";
const FAILED = "Er is een fout opgetreden bij het verzenden van uw bericht.";

test.use({ viewport: { width: 1280, height: 900 } });

function mailWith(text: string) {
  return eventually(
    async () => (await droppedMails(DATA_DIR)).find((mail) => mail.parsed.text?.includes(text)),
    10_000,
    `a mail containing ${text}`,
  );
}

/** The page's form (the footer's newsletter form is outside <main>). */
const mainForm = (page: Page) => page.getByRole("main").locator("form");
/** A toast (the no-JavaScript outcome panels carry the same words but stay hidden). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

async function fillGetInTouch(page: Page, tag: string) {
  const form = mainForm(page);
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill(`Lovelace ${tag}`);
  await form.getByLabel("Email").fill("ada@engines.example");
  await form.getByLabel("Company").fill("Analytical Engines");
  await form.getByLabel("Message").fill(`A question about ${tag}`);
}

/**
 * Holds the form's requests until the returned function is called, so the sending state can be seen; then the
 * server answers as always.
 */
async function holdRequests(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/forms/**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("with JavaScript", () => {
  test("the contact form sends, says so in Dutch, and empties every field", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto("/contact");
    const form = page.locator("#contact-form form");
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill(`Hopper ${tag}`);
    await form.getByLabel("Email").fill("grace@navy.example");
    await form.getByLabel("Phone").fill("+1 212 555 0100");
    await form.getByLabel("Company").fill("Navy");
    const service = form.getByRole("combobox", { name: "Service of interest" });
    await expect(service).toHaveText(serviceOptions[0]!.label);
    await service.click();
    await expect(page.getByRole("option")).toHaveText(serviceOptions.map((option) => option.label));
    await page.getByRole("option", { name: "Strategic Advisory" }).click();
    await form.getByLabel("Message").fill(`We need a plan (${tag})`);

    const release = await holdRequests(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page, SENT)).toBeVisible();
    // The spec's Dutch, in Dutch for screen readers, with its English meaning beside it.
    await expect(toast(page, SENT).locator('[lang="nl"]')).toHaveText(SENT);
    await expect(toast(page, SENT)).toContainText(messageToasts.meaning.success);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    // The toast leaves the button it answers in sight.
    const toastBox = await toast(page, SENT).boundingBox();
    const sendBox = await form.getByRole("button", { name: "Send Message" }).boundingBox();
    expect(toastBox && sendBox && boxesOverlap(toastBox, sendBox)).toBe(false);
    for (const label of ["First name", "Last name", "Email", "Phone", "Company", "Message"]) {
      await expect(form.getByLabel(label)).toHaveValue("");
    }
    await expect(form.getByRole("combobox", { name: "Service of interest" })).toHaveText(
      serviceOptions[0]!.label,
    );

    const mail = await mailWith(tag);
    expect(mail.parsed.subject).toBe(`New contact message from Grace Hopper ${tag}`);
    expect(mail.parsed.text).toContain("Service of interest: Strategic Advisory");
    expect(mail.parsed.text).toContain("Phone: +1 212 555 0100");
  });

  test("the partnership form has the spec's fields, a dropdown of five types, and sends", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto("/contact/partnership-inquiries");
    const form = page.locator("#partnership-form form");
    const placeholders: [string, string][] = [
      ["Contact person", "Full name"],
      ["Job title", "Your position"],
      ["Company name", "Your company"],
      ["Industry", "Your industry"],
    ];
    for (const [label, placeholder] of placeholders) {
      await expect(form.getByLabel(label)).toHaveAttribute("placeholder", placeholder);
      await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    }
    await expect(form.getByLabel("Proposal")).toHaveAttribute("rows", "6");
    await form.getByLabel("Contact person").fill("Linus Pauling");
    await form.getByLabel("Job title").fill("Chief Executive");
    await form.getByLabel("Company name").fill(`Helix ${tag}`);
    await form.getByLabel("Industry").fill("Biotech");
    await form.getByLabel("Email").fill("linus@helix.example");
    await form.getByLabel("Phone").fill("+1 555 010 0199");
    const type = form.getByRole("combobox", { name: "Partnership type" });
    await expect(type).toHaveText("Select partnership type");
    await type.click();
    await expect(page.getByRole("option")).toHaveText(partnershipTypes.map((option) => option.label));
    await page.getByRole("option", { name: "Global Alliance" }).click();
    await form.getByLabel("Proposal").fill("A joint research program");
    const release = await holdRequests(page);
    await form.getByRole("button", { name: "Submit Partnership Inquiry" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(toast(page, SENT)).toBeVisible();
    await expect(form.getByLabel("Company name")).toHaveValue("");
    await expect(form.getByRole("combobox", { name: "Partnership type" })).toHaveText(
      "Select partnership type",
    );
    const mail = await mailWith(`Helix ${tag}`);
    expect(mail.parsed.subject).toBe(`Partnership aanvraag van Linus Pauling - Helix ${tag}`);
    expect(mail.parsed.text).toContain("Partnership type: Global Alliance");
  });

  test("errors the server finds are shown at their fields, and every value is kept", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/contact/get-in-touch");
    await fillGetInTouch(page, "blank-name");
    // Spaces pass the browser's `required`, but not the server.
    await mainForm(page).getByLabel("First name").fill("   ");
    await mainForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, FAILED)).toBeVisible();
    // Screen readers hear the notice: it appears inside a polite live region.
    await expect(page.locator("[aria-live='polite']").filter({ has: toast(page, FAILED) })).toHaveCount(1);
    const firstName = mainForm(page).getByLabel("First name");
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await firstName.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("First name is required.");
    await expect(firstName).toBeFocused();
    await expect(mainForm(page).getByLabel("Company")).toHaveValue("Analytical Engines");
    await expect(mainForm(page).getByLabel("Message")).toHaveValue("A question about blank-name");
    expect(errors.some((text) => text.includes("HTTP 422"))).toBe(true);

    await firstName.fill("Ada");
    await expect(firstName).not.toHaveAttribute("aria-invalid", "true");
  });

  test("when the network fails the visitor is told and keeps what they typed; toasts stack three at most", async ({
    page,
    context,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    await page.goto("/contact/get-in-touch");
    await fillGetInTouch(page, "offline");
    // The toasts' code arrived when focus entered the form; a visitor who goes offline after that is still told.
    await expect(page.locator("section[aria-live='polite']")).toHaveCount(1);
    await context.setOffline(true);
    const button = mainForm(page).getByRole("button", { name: "Send Message" });
    for (let index = 0; index < 4; index += 1) {
      await button.click();
      await expect(button).toBeEnabled();
    }
    await expect(toast(page, FAILED).first()).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3);
    await expect(mainForm(page).getByLabel("Last name")).toHaveValue("Lovelace offline");
    expect(
      errors.filter((text) => text.includes("get-in-touch form was not sent")).length,
    ).toBeGreaterThanOrEqual(4);
    await context.setOffline(false);
  });

  test("when the server cannot store the message the visitor is told and keeps what they typed", async ({
    page,
  }) => {
    const closed = await freePort();
    const broken = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/nothing` });
    try {
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      await page.goto(`${broken.url}/contact/get-in-touch`);
      await fillGetInTouch(page, "server-down");
      await mainForm(page).getByRole("button", { name: "Send Message" }).click();
      await expect(toast(page, FAILED)).toBeVisible();
      await expect(mainForm(page).getByLabel("Message")).toHaveValue("A question about server-down");
      expect(errors.some((text) => text.includes("HTTP 503"))).toBe(true);
    } finally {
      await broken.kill();
      removeDataDir(broken.dataDir);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form posts natively and the page shows the success text", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto("/contact");
    const form = page.locator("#contact-form form");
    await expect(page.locator("#contact-form-sent")).toBeHidden();
    await form.getByLabel("First name").fill("Grace");
    await form.getByLabel("Last name").fill(`Hopper ${tag}`);
    await form.getByLabel("Email").fill("grace@navy.example");
    await form.getByLabel("Company").fill("Navy");
    await form.getByLabel("Service of interest").selectOption("Talent Sourcing");
    await form.getByLabel("Message").fill(`No script here (${tag})`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact#contact-form-sent$/);
    await expect(page.locator("#contact-form-sent")).toBeVisible();
    await expect(page.locator('#contact-form-sent [lang="nl"]')).toHaveText(SENT);
    await expect(page.locator("#contact-form-sent")).toContainText(messageToasts.meaning.success);
    await expect(page.locator("#contact-form-error")).toBeHidden();
    const mail = await mailWith(tag);
    expect(mail.parsed.text).toContain("Service of interest: Talent Sourcing");
  });

  test("the partnership type is a native dropdown that works without JavaScript", async ({ page }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto("/contact/partnership-inquiries");
    const form = page.locator("#partnership-form form");
    const type = form.getByLabel("Partnership type");
    await expect(type.locator("option")).toHaveText([
      "Select partnership type",
      ...partnershipTypes.map((option) => option.label),
    ]);
    await form.getByLabel("Contact person").fill("Linus Pauling");
    await form.getByLabel("Job title").fill("CEO");
    await form.getByLabel("Company name").fill(`Helix ${tag}`);
    await form.getByLabel("Industry").fill("Biotech");
    await form.getByLabel("Email").fill("linus@helix.example");
    await form.getByLabel("Phone").fill("+1 555 010 0199");
    await type.selectOption("technology");
    await form.getByLabel("Proposal").fill("Shared platform");
    await form.getByRole("button", { name: "Submit Partnership Inquiry" }).click();
    await expect(page.locator("#partnership-form-sent")).toBeVisible();
    expect((await mailWith(`Helix ${tag}`)).parsed.text).toContain("Partnership type: Technology Partner");
  });

  test("a message the server refuses comes back on a review page with every value, and can be fixed and sent", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto("/contact/get-in-touch");
    await fillGetInTouch(page, tag);
    await mainForm(page).getByLabel("Company").fill("   ");
    await mainForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/forms\/review\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Please check your message");
    await expect(mainForm(page).getByLabel("Last name")).toHaveValue(`Lovelace ${tag}`);
    await expect(mainForm(page).getByLabel("Company")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Company is required.")).toBeVisible();
    await mainForm(page).getByLabel("Company").fill("Analytical Engines");
    await mainForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\/get-in-touch#get-in-touch-form-sent$/);
    await expect(page.locator('#get-in-touch-form-sent [lang="nl"]')).toHaveText(SENT);
    await expect(page.locator("#get-in-touch-form-sent")).toBeVisible();
    expect((await mailWith(tag)).parsed.subject).toBe(`Get in Touch bericht van Ada Lovelace ${tag}`);
  });
});

test.describe("on the Dutch pages", () => {
  const dutch = dutchForms["get-in-touch"];

  async function fillInDutch(page: Page, tag: string) {
    const form = mainForm(page);
    await form.getByLabel("Voornaam").fill("Ada");
    await form.getByLabel("Achternaam").fill(`Lovelace ${tag}`);
    await form.getByLabel("E-mailadres").fill("ada@engines.example");
    // Spaces pass the browser's check; the server trims them away and finds the field empty.
    await form.getByLabel("Bedrijf").fill("   ");
    await form.getByLabel("Bericht").fill(`Een vraag over ${tag}`);
  }

  test("with JavaScript: the server's field error and both toasts in Dutch, the firm's mail in English naming the language", async ({
    page,
  }) => {
    const tag = randomUUID().slice(0, 8);
    await page.goto(dutchRoutes.getInTouch);
    await fillInDutch(page, tag);
    const form = mainForm(page);
    await form.getByRole("button", { name: dutch.submitLabel }).click();
    await expect(form.getByText("Bedrijf is verplicht.")).toBeVisible();
    await expect(form.getByLabel("Bedrijf")).toHaveAttribute("aria-invalid", "true");
    await expect(toast(page, FAILED)).toBeVisible();
    // On a Dutch page the spec's Dutch needs no English beside it.
    await expect(toast(page, FAILED)).toHaveText(FAILED);
    await form.getByLabel("Bedrijf").fill("Analytical Engines");
    await form.getByRole("button", { name: dutch.submitLabel }).click();
    await expect(toast(page, SENT)).toHaveText(SENT);
    await expect(form.getByLabel("Achternaam")).toHaveValue("");
    const mail = await mailWith(tag);
    expect(mail.parsed.subject).toBe(`Get in Touch bericht van Ada Lovelace ${tag}`);
    expect(mail.parsed.text).toContain("Company: Analytical Engines");
    expect(mail.parsed.text).toContain("Written in: Dutch");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("a refused message comes back on a Dutch review page, and once fixed lands on the Dutch page it came from", async ({
      page,
    }) => {
      const tag = randomUUID().slice(0, 8);
      await page.goto(dutchRoutes.getInTouch);
      await fillInDutch(page, tag);
      await mainForm(page).getByRole("button", { name: dutch.submitLabel }).click();
      await expect(page).toHaveURL(/\/nl\/formulieren\/controleren\/[0-9a-f-]{36}$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "nl");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(dutchReviewPage.title);
      await expect(mainForm(page).getByLabel("Achternaam")).toHaveValue(`Lovelace ${tag}`);
      await expect(page.getByText("Bedrijf is verplicht.")).toBeVisible();
      // The English review page does not show a Dutch draft (nor the other way round).
      const english = await page.request.get(
        new URL(page.url()).pathname.replace(formPages.nl.review, formPages.en.review),
      );
      expect(await english.text()).not.toContain(`Lovelace ${tag}`);

      await mainForm(page).getByLabel("Bedrijf").fill("Analytical Engines");
      await mainForm(page).getByRole("button", { name: dutch.submitLabel }).click();
      // The outcome's address is Dutch too: the form's Dutch anchor and "verzonden".
      await expect(page).toHaveURL(new RegExp(`${dutchRoutes.getInTouch}#berichtformulier-verzonden$`));
      await expect(page.locator("#berichtformulier-verzonden")).toHaveText(SENT);
      expect((await mailWith(tag)).parsed.text).toContain("Written in: Dutch");
    });
  });
});

test.describe("without JavaScript, when the server cannot take the message", () => {
  test.use({ javaScriptEnabled: false });
  // Each test starts a server of its own, which may take a while on a busy machine.
  test.setTimeout(90_000);

  test("too many messages: the answer is the form again, filled in, saying when to send it (429)", async ({
    page,
  }) => {
    const limited = await startServer({ RATE_LIMIT_MAX: "1" });
    try {
      await page.goto(`${limited.url}/contact/get-in-touch`);
      await fillGetInTouch(page, "first");
      await mainForm(page).getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/#get-in-touch-form-sent$/);

      await page.goto(`${limited.url}/contact/get-in-touch`);
      await fillGetInTouch(page, "second");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await mainForm(page).getByRole("button", { name: "Send Message" }).click();
      const response = await answer;
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your message has not been sent yet");
      await expect(page.getByText(/send it again in (a minute|\d+ minutes)/)).toBeVisible();
      const form = mainForm(page);
      await expect(form.getByLabel("Last name")).toHaveValue("Lovelace second");
      await expect(form.getByLabel("Message")).toHaveValue("A question about second");
      // What the server refused was not stored.
      const listing = await fetch(`${limited.url}/api/admin/submissions`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      const stored = JSON.stringify(await listing.json());
      expect(stored).toContain("Lovelace first");
      expect(stored).not.toContain("Lovelace second");
    } finally {
      await limited.kill();
      removeDataDir(limited.dataDir);
    }
  });

  test("the database away: the answer is the form again, filled in (503), and nothing was stored", async ({
    page,
  }) => {
    const closed = await freePort();
    const broken = await startServer({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/nothing` });
    try {
      await page.goto(`${broken.url}/contact/get-in-touch`);
      await fillGetInTouch(page, "database-away");
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await mainForm(page).getByRole("button", { name: "Send Message" }).click();
      expect((await answer).status()).toBe(503);
      await expect(page.getByText("We could not store it just now.", { exact: false })).toBeVisible();
      await expect(mainForm(page).getByLabel("Message")).toHaveValue("A question about database-away");
    } finally {
      await broken.kill();
      removeDataDir(broken.dataDir);
    }
  });
});
