import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { axeViolations } from "../support/axe";
import { check } from "../support/html-checker";
import { sidewaysOverflow } from "../support/layout";
import { officeOf } from "../support/office";
import { removeDataDir, startServer, type RunningServer } from "../support/server";
import { TestSmtpServer, type ReceivedMail } from "../support/smtp";

// The newsletter from draft to readers, on a server of its own with a real SMTP server: 50 readers sign up on
// English pages and 3 on Dutch ones, and confirm, through the site's own form and mail; an owner writes both
// editions, previews and tests each, and sends once the number of readers is confirmed; every reader gets their
// edition once, with a link that unsubscribes them.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: RunningServer;
let smtp: TestSmtpServer;
const { staffCommand, signIn } = officeOf(
  () => site,
  () => smtp,
);
const READERS = 50;
const SUBJECT = "Three lessons from our autumn work";
const DUTCH_SUBJECT = "Drie lessen uit ons werk van dit najaar";
/** The readers who sign up on Dutch pages: the first through the footer of /nl in a browser. */
const DUTCH_READERS = ["lotte@example.nl", "daan@example.nl", "sanne@example.nl"];

test.beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  // Fast enough for a test; the default pace is 60 a minute.
  site = await startServer({ SMTP_URL: smtp.url, CAMPAIGN_PACE_PER_MINUTE: "6000" });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  if (site) removeDataDir(site.dataDir);
});

/**
 * Signs `email` up through the site's form, as posted from `page` (an English page unless named), unless it was
 * posted already; with `confirm`, presses the link of the mail it gets (in the page's language).
 */
async function reader(email: string, confirm: boolean, page?: string, posted = false) {
  if (!posted) {
    const response = await fetch(`${site.url}/api/forms/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, ...(page ? { _page: page } : {}) }),
    });
    expect(response.status).toBe(202);
  }
  if (!confirm) return;
  const confirmation = () =>
    smtp.mails.find(
      (received) =>
        received.recipients.includes(email) &&
        /Confirm your subscription|Bevestig uw aanmelding/.test(received.parsed.subject ?? ""),
    );
  await expect.poll(confirmation, { timeout: 20_000 }).toBeTruthy();
  const mail = confirmation();
  const token = /\/(?:newsletter\/confirm|nl\/nieuwsbrief\/bevestigen)\?token=([\w-]{43})/.exec(
    mail?.parsed.text ?? "",
  )?.[1];
  expect(token, `the confirmation mail to ${email}`).toBeTruthy();
  const confirmed = await fetch(`${site.url}/api/newsletter/confirm`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: `token=${token}`,
    redirect: "manual",
  });
  expect(confirmed.status).toBe(303);
}

/**
 * A new campaign written in English only (its Dutch edition left out, as an owner does on the Dutch tab), ready to
 * send: returns the number the send form asks to be typed, read off its label as the owner reads it.
 */
async function englishOnly(page: Page, subject: string, text = "## News\n\nWhat we saw this month.") {
  await page.goto("/office/campaigns");
  await page.getByRole("button", { name: "New campaign" }).click();
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Text").fill(text);
  await page.getByRole("button", { name: "Save draft" }).click();
  await page.getByRole("link", { name: /^Dutch edition/ }).click();
  await page.getByRole("button", { name: "Leave out the Dutch edition" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "The edition was left out: its readers receive nothing of this issue.",
  );
  await expect(page.getByText(/^No Dutch edition: \d+ readers? receive nothing$/)).toBeVisible();
  const label = await page.getByLabel(/^Type [\d,]+, the number of readers/).getAttribute("id");
  const typed = /^Type ([\d,]+),/.exec(
    (await page.locator(`label[for="${label}"]`).textContent()) ?? "",
  )?.[1];
  expect(typed).toBeTruthy();
  return typed!;
}

const campaignMails = (subject = SUBJECT) =>
  smtp.mails.filter((mail: ReceivedMail) => mail.parsed.subject === subject);

test("an owner writes both editions, previews and tests each, and sends once the count is confirmed: each reader gets their own edition once, with a working unsubscribe link", async ({
  browser,
}) => {
  for (let index = 0; index < READERS; index++) await reader(`reader${index}@example.com`, true);
  await reader("undecided@example.com", false);
  await reader("leaving@example.com", true);
  // Dutch readers: one signs up in the footer of a Dutch page, two more post from Dutch pages.
  const dutchVisitor = await browser.newPage({ baseURL: site.url });
  await dutchVisitor.goto("/nl");
  const footer = dutchVisitor.getByRole("contentinfo");
  await footer.getByLabel("E-mailadres").fill(DUTCH_READERS[0]!);
  await footer.getByRole("button", { name: "Aanmelden" }).click();
  // Its confirmation mail, in Dutch, is the proof of the sign-up.
  await reader(DUTCH_READERS[0]!, true, "/nl", true);
  await dutchVisitor.close();
  for (const email of DUTCH_READERS.slice(1)) await reader(email, true, "/nl/contact");
  expect(staffCommand("add", "editor@firm.example", "--role", "owner").code).toBe(0);
  const page = await signIn(browser, "editor@firm.example");

  // Write: the draft saves itself as one types, and is there after a reload.
  await page.getByRole("link", { name: "Newsletter" }).click();
  await page.getByRole("button", { name: "New campaign" }).click();
  await page.getByLabel("Subject").fill(SUBJECT);
  await page.getByLabel("Preview line").fill("What clients taught us this season");
  await page
    .getByLabel("Text")
    .fill(
      "## Focus wins\n\nGrowth starts with **one market**. See [our insights](/insights).\n\n> Short plans get done.",
    );
  await page.getByRole("checkbox").first().check();
  await expect(page.getByRole("status").filter({ hasText: /^Saved at / })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByLabel("Subject")).toHaveValue(SUBJECT);
  await expect(page.getByRole("checkbox").first()).toBeChecked();

  // See: the mail at phone and desktop widths, and its text part.
  const phone = page.frameLocator('iframe[title="On a phone: the newsletter as mailed"]');
  await expect(phone.getByRole("heading", { name: "Focus wins" })).toBeVisible();
  await expect(phone.getByRole("link", { name: "our insights" })).toHaveAttribute(
    "href",
    `${site.url}/insights`,
  );
  await page.getByText("The plain-text part").click();
  await expect(page.getByText(`our insights (${site.url}/insights)`)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 900 });
  expect(await sidewaysOverflow(page), "sideways scroll at 320 px").toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  const checked = check(new Map([["campaign", await (await page.request.get(page.url())).text()]]));
  expect(checked).toEqual({ errors: [], warnings: [] });

  // The Dutch edition, on its own tab: its own words and a Dutch article, previewed in Dutch.
  await page.getByRole("link", { name: /^Dutch edition/ }).click();
  await expect(page.getByRole("heading", { name: "Write the Dutch edition" })).toBeVisible();
  await page.getByLabel("Subject").fill(DUTCH_SUBJECT);
  await page
    .getByLabel("Text")
    .fill("## Focus wint\n\nGroei begint met **één markt**. Zie [onze inzichten](/nl/inzichten).");
  await page.getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText("The draft was saved.");
  await expect(page.getByLabel("Subject")).toHaveValue(DUTCH_SUBJECT);
  const dutchPhone = page.frameLocator('iframe[title="On a phone: the newsletter as mailed"]');
  await expect(dutchPhone.getByRole("heading", { name: "Focus wint" })).toBeVisible();
  await expect(dutchPhone.getByText("Verder lezen")).toBeVisible();
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.parsed.subject === `[Test] ${DUTCH_SUBJECT}`).length)
    .toBe(1);
  await page.getByRole("link", { name: /^English edition/ }).click();
  await expect(page.getByLabel("Subject")).toHaveValue(SUBJECT);

  // Test: to the owner only.
  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "A test is on its way to your address.",
  );
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.parsed.subject === `[Test] ${SUBJECT}`).length)
    .toBe(1);
  expect(smtp.mails.find((mail) => mail.parsed.subject === `[Test] ${SUBJECT}`)?.recipients).toEqual([
    "editor@firm.example",
  ]);
  expect(campaignMails()).toHaveLength(0);

  // One reader leaves before the send.
  const leaving = smtp.mails.find((mail) => mail.recipients.includes("leaving@example.com"))!;
  const leaveToken = /\/newsletter\/unsubscribe\?token=([\w-]{43})/.exec(leaving.parsed.text ?? "")?.[1];
  const left = await fetch(`${site.url}/api/newsletter/unsubscribe?token=${leaveToken}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(left.status).toBe(200);

  // Send: the form says who it reaches, edition by edition, chooses nothing, and wants that number typed; a
  // post without it, or with another number, sends nothing.
  await page.reload();
  await expect(page.getByText("English edition: 50 readers")).toBeVisible();
  await expect(page.getByText("Dutch edition: 3 readers")).toBeVisible();
  for (const radio of await page.getByRole("radio").all()) await expect(radio).not.toBeChecked();
  const campaignPath = new URL(page.url()).pathname;
  for (const [form, error] of [
    [{ when: "now" }, "confirm-missing"],
    [{ when: "now", confirm: "54" }, "confirm-count"],
    [{ confirm: "53" }, "no-when"],
  ] as const) {
    const refused = await page.request.post(`${campaignPath}/send`, {
      headers: { origin: site.url },
      form,
      maxRedirects: 0,
    });
    expect(refused.headers().location, JSON.stringify(form)).toContain(`error=${error}`);
  }
  await page.getByRole("radio", { name: "Now" }).check();
  await page.getByLabel("Type 53, the number of readers it goes to, to confirm").fill("53");
  // The progress bar fills without a reload.
  await page.getByRole("button", { name: "Send the newsletter" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "The newsletter is being sent.",
  );
  const total = READERS + DUTCH_READERS.length;
  await expect(page.getByText(`${total} of ${total} sent, 0 waiting, 0 failed.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);

  // Every confirmed reader got their edition once; nobody else did, and nobody got both.
  const recipients = campaignMails().flatMap((mail) => mail.recipients);
  expect(recipients.sort()).toEqual(
    Array.from({ length: READERS }, (_, index) => `reader${index}@example.com`).sort(),
  );
  expect(
    campaignMails(DUTCH_SUBJECT)
      .flatMap((mail) => mail.recipients)
      .sort(),
  ).toEqual([...DUTCH_READERS].sort());
  for (const email of DUTCH_READERS) {
    const [dutch] = campaignMails(DUTCH_SUBJECT).filter((mail) => mail.recipients.includes(email));
    expect(dutch!.parsed.html).toContain('lang="nl"');
    // Their own link, to the Dutch page.
    expect(dutch!.parsed.text).toMatch(
      /Afmelden: https?:\/\/\S+\/nl\/nieuwsbrief\/afmelden\?token=[\da-f]{32}\./,
    );
  }
  // A second send of the same campaign sends nothing.
  const again = await page.request.post(`${new URL(page.url()).pathname}/send`, {
    headers: { origin: site.url },
    form: { when: "now" },
    maxRedirects: 0,
  });
  expect(again.headers().location).toContain("error=not-draft");

  // A reader's own link, from the mail, unsubscribes them: the page's button, then the status.
  const mail = campaignMails().find((received) => received.recipients.includes("reader7@example.com"))!;
  const link = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\da-f]{32}\.[\w-]{22}/.exec(
    mail.parsed.text ?? "",
  )?.[0];
  expect(link).toBeTruthy();
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor).toHaveURL(/\/newsletter\/status#unsubscribed$/);
  await page.goto("/office/subscribers?status=unsubscribed");
  await expect(page.getByRole("row", { name: /reader7@example\.com English Unsubscribed/ })).toBeVisible();
  await visitor.close();

  // The archive: the issue is there for visitors, as a page and in its feed, checked as every page is.
  const visitorPage = await browser.newPage({ baseURL: site.url });
  await visitorPage.goto("/");
  await visitorPage.getByRole("contentinfo").getByRole("link", { name: "Read past issues" }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText("Newsletter Archive");
  await visitorPage.getByRole("link", { name: SUBJECT }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(SUBJECT);
  await expect(visitorPage.getByRole("heading", { name: "Focus wins" })).toBeVisible();
  // A link to the site's own page counts a reader who follows it under the issue (utm tags, the same for everyone).
  await expect(visitorPage.getByRole("link", { name: "our insights" })).toHaveAttribute(
    "href",
    /\/insights\?utm_source=newsletter&utm_medium=archive&utm_campaign=\d{4}-\d\d-\d\d-[a-z0-9-]+$/,
  );
  await expect(visitorPage.getByRole("heading", { name: "Further reading" })).toBeVisible();
  const issuePath = new URL(visitorPage.url()).pathname;
  const documents = new Map<string, string>();
  for (const path of ["/insights/newsletter", issuePath]) {
    const response = await visitorPage.goto(path);
    expect(response?.status(), path).toBe(200);
    documents.set(path, await response!.text());
    for (const width of [1280, 375]) {
      await visitorPage.setViewportSize({ width, height: 900 });
      expect(await axeViolations(visitorPage), `${path}: axe at ${width} px`).toEqual([]);
    }
    await visitorPage.setViewportSize({ width: 320, height: 900 });
    expect(await sidewaysOverflow(visitorPage), `${path}: sideways scroll at 320 px`).toBe(0);
  }
  expect(check(documents)).toEqual({ errors: [], warnings: [] });
  const feed = await (await fetch(`${site.url}/insights/newsletter/feed.xml`)).text();
  expect(feed).toContain(`<title>${SUBJECT}</title>`);
  expect(feed).toContain(`<link>${site.url}${issuePath}</link>`);
  expect(feed).not.toContain(DUTCH_SUBJECT);
  expect((await fetch(`${site.url}/insights/newsletter/no-such-issue`)).status).toBe(404);

  // The Dutch archive lists the Dutch edition, with its own feed, and not the English one.
  await visitorPage.goto("/nl/inzichten/nieuwsbrief");
  await expect(visitorPage.getByRole("link", { name: SUBJECT })).toHaveCount(0);
  await visitorPage.getByRole("link", { name: DUTCH_SUBJECT }).click();
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(DUTCH_SUBJECT);
  await expect(visitorPage.getByRole("heading", { name: "Verder lezen" })).toBeVisible();
  const dutchIssue = new URL(visitorPage.url()).pathname;
  expect(dutchIssue).toMatch(/^\/nl\/inzichten\/nieuwsbrief\/\d{4}-\d\d-\d\d-drie-lessen/);
  const dutchFeed = await (await fetch(`${site.url}/nl/inzichten/nieuwsbrief/feed.xml`)).text();
  expect(dutchFeed).toContain("<language>nl</language>");
  expect(dutchFeed).toContain(`<link>${site.url}${dutchIssue}</link>`);
  expect(dutchFeed).not.toContain(SUBJECT);

  // Kept out of the archive by the office: gone from both archives, their feeds and its pages; let in, it is back.
  await page.goto(campaignPath);
  await page.getByRole("button", { name: "Keep it out of the archive" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "The campaign is kept out of the public archive and its feed.",
  );
  for (const [archive, subject, issue] of [
    ["/insights/newsletter", SUBJECT, issuePath],
    ["/nl/inzichten/nieuwsbrief", DUTCH_SUBJECT, dutchIssue],
  ] as const) {
    await visitorPage.goto(archive);
    await expect(visitorPage.getByRole("link", { name: subject })).toHaveCount(0);
    expect(await (await fetch(`${site.url}${archive}/feed.xml`)).text()).not.toContain(subject);
    expect((await fetch(`${site.url}${issue}`)).status, issue).toBe(404);
  }
  await page.getByRole("button", { name: "Show it in the archive" }).click();
  await visitorPage.goto("/insights/newsletter");
  await expect(visitorPage.getByRole("link", { name: SUBJECT })).toBeVisible();
  await visitorPage.close();
});

test("a scheduled campaign can be paused, resumed and cancelled from its page, and a member of staff can do none of it", async ({
  browser,
}) => {
  const page = await signIn(browser, "editor@firm.example");
  const readers = await englishOnly(page, "The spring issue", "## Spring\n\nPlans for the new season.");
  await page.getByLabel(/^Type [\d,]+, the number/).fill(readers);
  await page.getByRole("radio", { name: "At a time of my choice" }).check();
  await page.getByLabel("Time (Amsterdam time)").fill("2099-03-01T09:00");
  await page.getByRole("button", { name: "Send the newsletter" }).click();
  const notice = page.getByRole("main").getByRole("status").first();
  await expect(notice).toHaveText("The newsletter is scheduled.");
  await expect(page.getByText("Goes out 1 Mar 2099, 09:00 (Amsterdam time).")).toBeVisible();
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(notice).toHaveText("Sending is paused. Nothing more goes out until you resume.");
  await expect(page.getByTestId("campaign-status")).toHaveText("Paused");
  await page.getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("campaign-status")).toHaveText("Scheduled");
  const campaign = new URL(page.url()).pathname;

  expect(staffCommand("add", "writer@firm.example").code).toBe(0);
  const writer = await signIn(browser, "writer@firm.example");
  await writer.goto(campaign);
  await expect(writer.getByRole("button", { name: "Cancel the rest" })).toHaveCount(0);
  const refused = await writer.request.post(`${campaign}/control`, {
    headers: { origin: site.url },
    form: { control: "cancel" },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole("button", { name: "Cancel the rest" }).click();
  await expect(notice).toHaveText("The campaign was cancelled: what had not gone out will not.");
  await expect(page.getByTestId("campaign-status")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: "Resume" })).toHaveCount(0);

  // A member of staff starts again from it: a new draft with the same words, the cancelled one left as it was.
  await writer.reload();
  await writer.getByRole("button", { name: "Duplicate as a new draft" }).click();
  await expect(writer.getByRole("main").getByRole("status").first()).toHaveText(
    "A new draft with the same words. Change what you need, then send it.",
  );
  await expect(writer).not.toHaveURL(new RegExp(`${campaign}$`));
  await expect(writer.getByLabel("Subject")).toHaveValue("The spring issue");
  await expect(writer.getByLabel("Text")).toHaveValue("## Spring\n\nPlans for the new season.");
  await expect(writer.getByRole("button", { name: "Save draft" })).toBeVisible();
});

test("a campaign's page follows it from scheduled to sent without a reload, and no longer offers to pause it", async ({
  browser,
}) => {
  const page = await signIn(browser, "editor@firm.example");
  const readers = await englishOnly(page, "The issue that goes out in a moment");
  // A few seconds from now, in the headquarters' time: the form's field takes minutes, the server seconds too.
  const at = new Date(Date.now() + 8_000).toLocaleString("sv-SE", { timeZone: "Europe/Amsterdam" });
  const scheduled = await page.request.post(`${new URL(page.url()).pathname}/send`, {
    headers: { origin: site.url },
    form: { when: "later", at: at.replace(" ", "T"), confirm: readers },
    maxRedirects: 0,
  });
  expect(scheduled.headers().location).toContain("done=campaign-scheduled");
  await page.goto(scheduled.headers().location!);
  await expect(page.getByTestId("campaign-status")).toHaveText("Scheduled");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 60_000 });
  await expect(page.getByText(`${readers} of ${readers} sent, 0 waiting, 0 failed.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel the rest" })).toHaveCount(0);
});

test("an address its mail server refuses (550) on two issues is listed as bouncing and skipped on the third", async ({
  browser,
}) => {
  // After the first test: 49 confirmed readers (reader7 left); reader3's address no longer exists.
  smtp.refuse("reader3@example.com");
  const page = await signIn(browser, "editor@firm.example");
  const sendIssue = async (subject: string, progress: string) => {
    const readers = await englishOnly(page, subject);
    await page.getByLabel(/^Type [\d,]+, the number/).fill(readers);
    await page.getByRole("radio", { name: "Now" }).check();
    await page.getByRole("button", { name: "Send the newsletter" }).click();
    await expect(page.getByText(progress)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("campaign-status")).toHaveText("Sent", { timeout: 15_000 });
  };
  const bouncing = () =>
    page
      .getByRole("table", { name: "Addresses that bounce" })
      .getByRole("row", { name: /reader3@example\.com/ });

  await sendIssue("The first issue after the move", "48 of 49 sent, 0 waiting, 1 failed.");
  await page.goto("/office/campaigns");
  await expect(bouncing()).toHaveCount(0);
  await sendIssue("The second issue after the move", "48 of 49 sent, 0 waiting, 1 failed.");
  await page.goto("/office/campaigns");
  await expect(bouncing()).toContainText("550");
  // Found by address on the subscribers page; its Bouncing tab keeps the search.
  await page.goto("/office/subscribers");
  await page
    .getByRole("search", { name: "Search the subscribers" })
    .getByLabel("Address contains")
    .fill("reader3@");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const listed = page.getByRole("table").getByRole("row", { name: /@example\.com/ });
  await expect(listed).toHaveCount(1);
  await page.getByRole("link", { name: /^Bouncing/ }).click();
  await expect(page).toHaveURL(/status=bouncing&q=reader3%40/);
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("Bouncing");
  await page.getByLabel("Address contains").fill("no-such-reader");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No address contains those words.")).toBeVisible();
  const before = smtp.mails.length;
  await sendIssue("The third issue after the move", "48 of 48 sent, 0 waiting, 0 failed.");
  expect(smtp.mails.slice(before).flatMap((mail) => mail.recipients)).not.toContain("reader3@example.com");
});

test("the list: an owner imports a CSV and sees each line left out, adds a reader by hand, changes one's language and takes one off", async ({
  browser,
}) => {
  const page = await signIn(browser, "editor@firm.example");
  await page.goto("/office/subscribers");
  await page.getByRole("link", { name: "Import a list (CSV)" }).click();
  // As a Dutch spreadsheet saves it: semicolons, Windows-1252 (the é), day-first dates.
  const file = [
    "e-mailadres;taal;bron;datum",
    "import-eva@example.nl;nl;Inschrijflijst Café de Jaren;14-03-2026",
    "import-ben@example.com;en;;",
    "import-not-an-address;en;;",
    "IMPORT-EVA@example.nl;nl;;",
    "reader1@example.com;en;;",
    "",
  ].join("\r\n");
  await page.getByLabel("CSV file").setInputFiles({
    name: "readers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(file, "latin1"),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    "1 reader mailed to confirm, 1 reader confirmed by their recorded consent, 3 lines left out.",
  );
  const left = page.getByRole("table", { name: "Lines left out" });
  await expect(left.getByRole("row", { name: /^4 Not an email address\.$/ })).toBeVisible();
  await expect(
    left.getByRole("row", { name: /^5 The same address came earlier in the file\.$/ }),
  ).toBeVisible();
  await expect(left.getByRole("row", { name: /^6 Already a confirmed reader\.$/ })).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `import report: axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Exactly the two good lines are on the list: Eva confirmed by her recorded consent, Ben waiting for his mail.
  await page.goto("/office/subscribers?q=import-");
  const listed = page.getByRole("table").getByRole("row", { name: /import-/ });
  await expect(listed).toHaveCount(2);
  await expect(page.getByRole("row", { name: /import-eva@example\.nl Dutch Confirmed/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /import-ben@example\.com English Waiting/ })).toBeVisible();
  await expect
    .poll(() => smtp.mails.filter((mail) => mail.recipients.includes("import-ben@example.com")).length)
    .toBe(1);
  expect(smtp.mails.some((mail) => mail.recipients.includes("import-eva@example.nl"))).toBe(false);
  await page.getByRole("link", { name: "import-eva@example.nl" }).click();
  await expect(page.getByText("Inschrijflijst Café de Jaren (March 14, 2026)")).toBeVisible();

  // By hand: a walk-in who asked for the Dutch edition gets the Dutch confirmation mail.
  await page.goto("/office/subscribers");
  await page.getByLabel("Email address").fill("walk-in@example.nl");
  await page.getByLabel("Language", { exact: true }).selectOption("nl");
  await page.getByRole("button", { name: "Add the reader" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("The reader was added.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("walk-in@example.nl");
  await expect
    .poll(() =>
      smtp.mails.find(
        (mail) =>
          mail.recipients.includes("walk-in@example.nl") &&
          mail.parsed.subject === "Bevestig uw aanmelding voor Brightwell Inzichten",
      ),
    )
    .toBeTruthy();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `reader page: axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 900 });
  expect(await sidewaysOverflow(page), "reader page: sideways scroll at 320 px").toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  const readerPage = new URL(page.url()).pathname;
  const checked = check(new Map([["reader", await (await page.request.get(readerPage)).text()]]));
  expect(checked).toEqual({ errors: [], warnings: [] });

  // Their language changed, then taken off the list: audited, and gone from the list.
  await page.getByLabel("Receives").selectOption("en");
  await page.getByRole("button", { name: "Save the language" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "Saved: they receive that edition from the next issue on.",
  );
  await expect(page.getByText("The English edition")).toBeVisible();
  await page.getByRole("button", { name: "Take off the list" }).click();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText(
    "The reader was taken off the list.",
  );
  await page.goto("/office/subscribers?q=walk-in");
  await expect(page.getByText("No address contains those words.")).toBeVisible();
  await page.goto("/office/audit");
  await expect(page.getByText(/imported newsletter readers: 1 reader mailed to confirm/)).toBeVisible();
  await expect(page.getByText(/changed the edition walk-in@example\.nl receives to English/)).toHaveCount(0);
  await expect(page.getByText(/took a newsletter reader off the list/)).toBeVisible();
});
