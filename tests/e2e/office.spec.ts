import { mkdtempSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "../support/test";
import { officeOf, runStaff } from "../support/office";
import { axeViolations } from "../support/axe";
import { check } from "../support/html-checker";
import { tabThrough } from "../support/keyboard";
import { sidewaysOverflow } from "../support/layout";
import { removeDataDir, startServer, type RunningServer } from "../support/server";
import { TestSmtpServer } from "../support/smtp";

// The staff office on a server of its own, with a real SMTP server for the sign-in links, named localhost (a
// passkey's site must have a name). The tests share it and run in order: the owner created first from the
// command line is the one who later manages the staff.
test.describe.configure({ mode: "serial" });

let site: RunningServer;
let smtp: TestSmtpServer;

test.beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  site = await startServer({ SMTP_URL: smtp.url }, undefined, { host: "localhost" });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  if (site) removeDataDir(site.dataDir);
});

const { staffCommand, mailedLink, signIn } = officeOf(
  () => site,
  () => smtp,
);

test("npm run staff works on a fresh install before the first start, and refuses bad input with its usage", async () => {
  const fresh = mkdtempSync(path.join(tmpdir(), "office-fresh-"));
  try {
    const run = (...args: string[]) => runStaff({ DATA_DIR: path.join(fresh, "data") }, ...args);
    expect(run("add", "first@firm.example", "--role", "owner")).toEqual({
      code: 0,
      output: "Added first@firm.example as owner. They can sign in at /office/sign-in.\n",
    });
    expect(run("list").output).toBe("owner  first@firm.example\n");
    const refused = run("add", "first@firm.example", "--role", "chief");
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("The role is owner or staff.");
    expect(refused.output).toContain("npm run staff -- add <email> [--role owner|staff]");
  } finally {
    removeDataDir(fresh);
  }
});

test("an owner added from the command line beside the running server signs in with a mailed link", async ({
  browser,
  request,
}) => {
  expect(staffCommand("add", "Owner@Firm.example", "--role", "owner")).toMatchObject({ code: 0 });
  expect(staffCommand("list").output).toContain("owner  owner@firm.example");
  // Through Playwright's own client, which opens a connection of its own: Node's fetch would reuse the one the
  // server's start was polled on, and the server closes an idle connection after 5 s, maybe as the post goes out.
  const posted = await request.post(`${site.url}/api/forms/contact`, {
    data: {
      firstName: "Anna",
      lastName: "de Vries",
      email: "anna@example.com",
      company: "De Vries Holding",
      service: "Strategic Advisory",
      message: "We would like to talk about opening an office in Germany next year.",
    },
  });
  expect(posted.status()).toBe(201);

  const page = await signIn(browser, "owner@firm.example");
  const row = page.getByRole("row", { name: /Anna de Vries/ });
  await expect(row).toContainText("De Vries Holding");
  await expect(row).toContainText("Strategic Advisory");
  await expect(row).toContainText("New");

  const cookies = await page.context().cookies(`${site.url}/office`);
  expect(cookies).toEqual([
    expect.objectContaining({ name: "office-session", path: "/office", httpOnly: true, sameSite: "Strict" }),
  ]);
  expect(await page.context().cookies(`${site.url}/`)).toEqual([]);

  await page.getByRole("link", { name: "Anna de Vries" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anna de Vries");
  await expect(
    page.getByText("We would like to talk about opening an office in Germany next year."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply from your own mailbox" })).toHaveAttribute(
    "href",
    "mailto:anna@example.com?subject=Re%3A%20Strategic%20Advisory",
  );

  // Working the lead: status, owner, follow-up day and a note, saved together with one form post and said back.
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await page.getByLabel("Owner").selectOption({ label: "owner@firm.example" });
  await page.getByLabel("Follow up on").fill("2030-01-15");
  await page.getByLabel("Add a note (optional)").fill("Called back on Tuesday; proposal by Friday.");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("listitem").filter({ hasText: "Called back on Tuesday" })).toContainText(
    "owner@firm.example",
  );
  await expect(page.getByLabel("Follow up on")).toHaveValue("2030-01-15");
  await page.getByRole("link", { name: "Inbox" }).click();
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toContainText("In progress");
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toContainText("owner@firm.example");
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toContainText("Follow up January 15, 2030");

  // Finding it again: search and filters are a plain form; the export takes the same filters.
  await page.getByLabel("Search name, email, company and message").fill("germany");
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]q=germany/);
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toBeVisible();
  const exportHref = await page.getByRole("link", { name: "Export as CSV" }).getAttribute("href");
  expect(exportHref).toBe("/office/export?status=in-progress&q=germany");
  const csv = await page.request.get(`${site.url}${exportHref}`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const [header, line, ...rest] = (await csv.text()).trimEnd().split("\r\n");
  expect(header).toMatch(/^\uFEFFReceived;Name;Company;Email;/);
  expect(line).toContain("De Vries Holding");
  expect(line).toContain(";In progress;owner@firm.example;2030-01-15;");
  expect(rest).toEqual([]);
  await page.getByLabel("Status").selectOption({ label: "Closed" });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No message matches these filters.")).toBeVisible();
  await page.goto("/office?from=yesterday");
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Not understood, so not applied: received from.",
  );
});

test("a partner's day: views with counts, one-step triage, assignment by mail, forgiving search, a CSV a spreadsheet reads, and the list on a phone", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  expect(staffCommand("add", "manager@firm.example", "--role", "staff")).toMatchObject({ code: 0 });
  const post = async (data: Record<string, string>) =>
    expect((await request.post(`${site.url}/api/forms/contact`, { data })).status()).toBe(201);
  const message = "We would like to hear how you would approach our market entry next spring.";
  await post({
    firstName: "Lotte",
    lastName: "Jansen",
    email: "lotte@jansen.example",
    company: "Jansen Groep",
    service: "Strategic Advisory",
    message,
    _page: "/nl/contact",
  });
  await post({
    firstName: "Sarah",
    lastName: "O'Neill",
    email: "sarah.oneill@noord.example",
    company: "Coöperatie Noord",
    service: "Strategic Advisory",
    message,
  });
  await post({
    firstName: "Piet",
    lastName: "Bakker",
    email: "piet@bakker.example",
    company: "Bakker BV",
    service: "Strategic Advisory",
    message,
  });

  const page = await signIn(browser, "owner@firm.example");
  const names = async () =>
    (await page.getByRole("table", { name: "Messages" }).getByRole("row").allInnerTexts())
      .slice(1)
      .map((row) => row.split(/[\t\n]/)[0]!.trim());
  // The language and the page it came from, in the list and on the message.
  await expect(page.getByRole("row", { name: /Lotte Jansen/ })).toContainText("Dutch");
  await expect(page.getByRole("row", { name: /Lotte Jansen/ })).toContainText("Unread");
  await page.getByRole("link", { name: "Lotte Jansen" }).click();
  await expect(page.getByText("Written in Dutch on /nl/contact.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply from your own mailbox" })).toHaveAttribute(
    "href",
    "mailto:lotte@jansen.example?subject=Re%3A%20Advies%20%26%20strategie",
  );
  // A reply written in the office: in Dutch, from the partner, threaded with the notification, the message quoted.
  const sent = smtp.mails.length;
  await page
    .getByLabel("Your reply, in Dutch")
    .fill("Beste Lotte,\n\nDank voor uw bericht. Zullen we dinsdag bellen?");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "Your reply is on its way. The message is marked as answered.",
  );
  await expect(page.getByLabel("Status")).toHaveValue("answered");
  await expect(page.getByText(/^First reply /)).toBeVisible();
  const arrived = await smtp.waitFor(sent + 1, 20_000);
  const reply = arrived.find((mail) => mail.recipients.includes("lotte@jansen.example"));
  const notice = arrived.find((mail) => mail.parsed.subject === "New contact message from Lotte Jansen");
  expect(reply?.parsed.subject).toBe("Re: Advies & strategie");
  expect(reply?.parsed.inReplyTo).toBe(notice?.parsed.messageId);
  expect(reply?.parsed.replyTo?.[0]?.address).toBe("owner@firm.example");
  expect(reply?.parsed.text).toContain("Dank voor uw bericht. Zullen we dinsdag bellen?");
  expect(reply?.parsed.text).toMatch(/Op .+ schreef Lotte Jansen:\n> We would like to hear/);
  await expect(page.getByRole("listitem").filter({ hasText: "Re: Advies & strategie" })).toBeVisible();

  // Assigned to a colleague, who is mailed a link that opens the message.
  const before = smtp.mails.length;
  await page.getByLabel("Owner").selectOption({ label: "manager@firm.example" });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // The save keeps the place: the page opens at the form, with the answer beside it.
  await expect(page).toHaveURL(/\?done=lead-saved#standing$/);
  await expect(page.getByRole("region", { name: "Where it stands" }).getByRole("status")).toHaveText(
    "Saved.",
  );
  const mails = await smtp.waitFor(before + 1, 20_000);
  const assigned = mails.find(
    (mail) =>
      mail.recipients.includes("manager@firm.example") &&
      mail.parsed.subject?.startsWith("For you to answer"),
  );
  expect(assigned?.parsed.subject).toBe("For you to answer: Lotte Jansen, Jansen Groep");
  expect(assigned?.parsed.text).toContain("They wrote in Dutch: answer in Dutch.");
  const link = /https?:\/\/\S+\/office\/messages\/[0-9a-f-]{36}/.exec(assigned?.parsed.text ?? "")?.[0];
  expect(link).toBeTruthy();
  const colleague = await signIn(browser, "manager@firm.example");
  await colleague.goto(link!);
  await expect(colleague.getByRole("heading", { level: 1 })).toHaveText("Lotte Jansen");
  await colleague.goto("/office?view=mine");
  expect(
    (await colleague.getByRole("table", { name: "Messages" }).getByRole("row").allInnerTexts()).length,
  ).toBe(2);
  await expect(colleague.getByRole("link", { name: "Mine (1)" })).toBeVisible();

  // Assign to me in one click; a follow-up day in the past makes a message overdue; save and open the next.
  await page.goto("/office");
  await page.getByRole("link", { name: "Sarah O'Neill" }).click();
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The message is yours now.");
  await page.goto("/office");
  await page.getByRole("link", { name: "Piet Bakker" }).click();
  await page.getByLabel("Follow up on").fill("2020-01-01");
  await page.getByRole("button", { name: "Save and open next" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Saved.");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Piet Bakker");
  await page.goto("/office?view=mine");
  expect(await names()).toEqual(["Sarah O'Neill", "Anna de Vries"]);
  await page.goto("/office?view=overdue");
  expect(await names()).toEqual(["Piet Bakker"]);
  await expect(page.getByRole("link", { name: "Overdue (1)" })).toHaveAttribute("aria-current", "page");
  await page.goto("/office?view=today");
  expect(await names()).toEqual(["Piet Bakker", "Sarah O'Neill", "Lotte Jansen", "Anna de Vries"]);

  // A second message from the same company is on the first one's timeline, and the list says they wrote before.
  await post({
    firstName: "Kees",
    lastName: "Jansen",
    email: "kees@jansen.example",
    company: "Jansen Groep",
    service: "Strategic Advisory",
    message,
  });
  await page.goto("/office");
  await expect(page.getByRole("row", { name: /Kees Jansen/ })).toContainText("Wrote before");
  await page.getByRole("link", { name: "Lotte Jansen" }).click();
  const timeline = page.getByRole("list", { name: "Timeline of this person and company" });
  await expect(timeline.getByRole("listitem").first()).toContainText(
    "Kees Jansen wrote through the Contact form",
  );
  await expect(timeline).toContainText("Reply by owner@firm.example");

  // Search forgives apostrophes, accents, case and parts of an address.
  for (const q of ["O'Neill", "oneill", "Cooperatie", "sarah.oneill", "noord.example"]) {
    await page.goto(`/office?q=${encodeURIComponent(q)}`);
    expect(await names(), q).toEqual(["Sarah O'Neill"]);
  }
  // The export: UTF-8 with a byte order mark, semicolons, Dutch letters intact, named after the filter.
  const exported = await page.request.get(`${site.url}/office/export?q=cooperatie`);
  expect(exported.headers()["content-disposition"]).toMatch(/filename="leads-search-\d{4}-\d\d-\d\d\.csv"/);
  const bytes = await exported.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, row] = bytes
    .toString("utf8")
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(";"));
  const cell = (name: string) => row![header!.indexOf(name)];
  expect(cell("Name")).toBe("Sarah O'Neill");
  expect(cell("Company")).toBe("Coöperatie Noord");
  expect(cell("Owner")).toBe("owner@firm.example");
  expect(cell("Language")).toBe("English");

  // On a phone: no table wider than the screen, and the phone and mail a tap away.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/office");
  for (const box of await page
    .locator("table")
    .evaluateAll((tables) => tables.map((table) => table.getBoundingClientRect().width)))
    expect(box).toBeLessThanOrEqual(375);
  await page.getByRole("link", { name: "Sarah O'Neill" }).click();
  await expect(page.getByRole("link", { name: "sarah.oneill@noord.example" })).toHaveAttribute(
    "href",
    "mailto:sarah.oneill@noord.example",
  );
});

test("every office page: no-store, noindex, its own policy, axe clean at 1280 and 375 px, no sideways scroll at 320 px, valid HTML", async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await signIn(browser, "owner@firm.example");
  const message = await page.getByRole("link", { name: "Anna de Vries" }).getAttribute("href");
  const problems: string[] = [];
  const pages = [
    "/office",
    message!,
    "/office/overview",
    "/office/statistics",
    "/office/subscribers",
    "/office/subscribers/import",
    "/office/campaigns",
    "/office/outbox",
    "/office/account",
    "/office/staff",
    "/office/audit",
    "/office/tokens",
    "/office/privacy?address=anna%40example.com",
  ];
  const documents = new Map<string, string>();
  // Each page loads once, on a desktop; the office lays nothing out at load, so a narrower window is a resize.
  for (const path of pages) {
    await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(path);
    documents.set(path, await response!.text());
    const headers = response!.headers();
    if (!/no-store/.test(headers["cache-control"] ?? ""))
      problems.push(`${path}: cache-control ${headers["cache-control"]}`);
    if (!/script-src 'self' 'nonce-/.test(headers["content-security-policy"] ?? ""))
      problems.push(`${path}: no nonce policy`);
    if ((await page.locator('meta[name="robots"]').getAttribute("content")) !== "noindex, nofollow")
      problems.push(`${path}: not noindex`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      problems.push(
        ...(await axeViolations(page)).map((violation) => `${path} at ${width} px: ${violation}`),
      );
    }
    await page.setViewportSize({ width: 320, height: 800 });
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) problems.push(`${path} at 320 px: ${overflow} px too wide`);
  }
  expect(problems).toEqual([]);
  // The W3C Nu HTML Checker on every office page as the server sent it, and on the sign-in page.
  // The sign-in page as a signed-out browser gets it (the signed-in page's browser would be sent to the inbox).
  const signInPage = await request.get(`${site.url}/office/sign-in`, { maxRedirects: 0 });
  expect(signInPage.status()).toBe(200);
  documents.set("/office/sign-in", await signInPage.text());
  const { errors, warnings } = check(documents);
  expect([...errors, ...warnings]).toEqual([]);
  // A message that does not exist is a 404 inside the office's frame.
  const missing = await page.goto("/office/messages/00000000-0000-4000-8000-000000000000");
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Not found");
  await expect(page.getByRole("navigation", { name: "Office" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const subscribers = await page.request.get(`${site.url}/office/subscribers/export?status=confirmed`);
  expect((await subscribers.text()).split("\r\n")[0]).toBe(
    "email,language,status,signed_up,confirmed,unsubscribed",
  );
  // The overview counts the week's message and links to it.
  await page.goto("/office/overview");
  await page
    .getByRole("listitem")
    .filter({ hasText: /^Contact/ })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/office\?form=contact$/);
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toBeVisible();
  const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/contact/office-locations");
  expect(sitemap).not.toMatch(/\/office[/<]/);
});

test("with a keyboard alone: Tab reaches every control of the office, each named and visibly focused", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signIn(browser, "owner@firm.example");
  const message = await page.getByRole("link", { name: "Anna de Vries" }).getAttribute("href");
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of [
    "/office",
    message!,
    "/office/staff",
    "/office/account",
    "/office/audit",
    "/office/tokens",
  ]) {
    await page.goto(path);
    const { problems: unreachable, left } = await tabThrough(page);
    expect(unreachable, path).toEqual([]);
    expect(left, `${path}: Tab leads out of the page`).toBe(true);
  }
  await page.goto("/office");
  await page.keyboard.press("Tab"); // the skip link
  await page.keyboard.press("Enter");
  // The views come first (All, New, Mine, Overdue, Today), then the search.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: /^All \(/ })).toBeFocused();
  for (let view = 0; view < 5; view++) await page.keyboard.press("Tab");
  await expect(page.getByLabel("Search name, email, company and message")).toBeFocused();
  await page.keyboard.type("vries");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=vries/);
  await expect(page.getByRole("row", { name: /Anna de Vries/ })).toBeVisible();
});

test("refused: a used link, a forged cross-site post, a member of staff at an owner's task, a removed person's session", async ({
  browser,
}) => {
  // A link works once.
  const owner = await signIn(browser, "owner@firm.example");
  const used = await mailedLink("owner@firm.example", smtp.mails.length);
  await owner.goto(used);
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("This link no longer works");

  // A post from another site, with the owner's cookie, changes nothing.
  const forged = await owner.request.post(`${site.url}/office/staff/add`, {
    headers: { origin: "https://attacker.example", "sec-fetch-site": "cross-site" },
    form: { email: "intruder@attacker.example", role: "owner" },
  });
  expect(forged.status()).toBe(403);
  const scripted = await owner.request.post(`${site.url}/office/staff/add`, {
    headers: { origin: "", "sec-fetch-site": "" },
    form: { email: "intruder@attacker.example", role: "owner" },
  });
  expect(scripted.status()).toBe(403);
  expect(staffCommand("list").output).not.toContain("intruder");

  // A member of staff cannot manage the staff, on the page or by posting.
  expect(staffCommand("add", "colleague@firm.example")).toMatchObject({ code: 0 });
  const colleague = await signIn(browser, "colleague@firm.example");
  await expect(colleague.getByRole("link", { name: "Staff" })).toHaveCount(0);
  const refusedPage = await colleague.goto("/office/staff");
  expect(refusedPage!.status()).toBe(403);
  await expect(colleague.getByRole("heading", { level: 1 })).toHaveText("For owners only");
  await expect(colleague.getByText("Only an owner of the office can open this page.")).toBeVisible();
  await expect(colleague.getByRole("navigation", { name: "Office" })).toBeVisible();
  expect(await axeViolations(colleague)).toEqual([]);
  await expect(colleague.getByRole("cell", { name: "owner@firm.example" })).toHaveCount(0);
  const refused = await colleague.request.post(`${site.url}/office/staff/add`, {
    headers: { origin: site.url },
    form: { email: "friend@firm.example", role: "owner" },
  });
  expect(refused.status()).toBe(403);

  // The owner removes the colleague in the office: the colleague's session ends at once.
  await owner.goto("/office/staff");
  await owner.getByRole("button", { name: "Remove colleague@firm.example" }).click();
  await expect(owner.getByRole("main").getByRole("status")).toHaveText(
    "The person was removed and signed out everywhere.",
  );
  await colleague.goto("/office");
  await expect(colleague).toHaveURL(/\/office\/sign-in$/);

  // Bad input on an office form: a clear message, nothing added.
  await owner.getByLabel("Work email").fill("not an address");
  await owner.getByLabel("Work email").evaluate((input: HTMLInputElement) => (input.type = "text"));
  await owner.getByRole("button", { name: "Add to the staff" }).click();
  await expect(owner.getByText("Enter an email address such as name@firm.example.").first()).toBeVisible();

  // A person added in the office is mailed where to sign in.
  const mailsBefore = smtp.mails.length;
  await owner.getByLabel("Work email").fill("newcomer@firm.example");
  await owner.getByRole("button", { name: "Add to the staff" }).click();
  await expect(owner.getByRole("main").getByRole("status")).toHaveText(
    "The person was added, and mailed where to sign in.",
  );
  const invitation = (await smtp.waitFor(mailsBefore + 1, 20_000)).at(-1)!;
  expect(invitation.recipients).toEqual(["newcomer@firm.example"]);
  expect(invitation.parsed.subject).toBe("You now have access to the Brightwell office");
  expect(invitation.parsed.text).toContain(`${site.url}/office/sign-in`);

  // The audit log shows who did what.
  await owner.goto("/office/audit");
  await expect(
    owner.getByRole("row", { name: /owner@firm\.example removed colleague@firm\.example from the staff/ }),
  ).toBeVisible();
  await expect(
    owner.getByRole("row", {
      name: /The command line on the server added owner@firm\.example to the staff as Owner/,
    }),
  ).toBeVisible();
});

test("a passkey added on the account page signs its owner in, and the audit log says so", async ({
  browser,
}) => {
  expect(staffCommand("add", "partner@firm.example")).toMatchObject({ code: 0 });
  const page = await signIn(browser, "partner@firm.example");
  // Chromium's own virtual authenticator: a platform passkey that verifies its user at once.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("WebAuthn.enable");
  await devtools.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto("/office/account");
  await page.getByLabel("Name for this passkey").fill("Work laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    "The passkey was added. You can sign in with it from now on.",
  );
  await expect(page.getByRole("row", { name: /Work laptop/ })).toContainText("Not yet");

  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await expect(page).toHaveURL(/\/office\/sign-in\?done=signed-out$/);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
  await page.goto("/office/account");
  await expect(page.getByRole("row", { name: /This browser/ })).toContainText("passkey");
  await expect(page.getByRole("row", { name: /Work laptop/ })).not.toContainText("Not yet");

  // A passkey removed signs nobody in.
  await page.getByRole("button", { name: "Remove the passkey Work laptop" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("The passkey was removed.");
  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the office");

  const owner = await signIn(browser, "owner@firm.example");
  await owner.goto("/office/audit");
  await expect(
    owner.getByRole("row", { name: /partner@firm\.example added a passkey, "Work laptop"/ }),
  ).toBeVisible();
  await expect(
    owner.getByRole("row", { name: /partner@firm\.example signed in with a passkey/ }),
  ).toBeVisible();
  await expect(owner.getByRole("row", { name: /removed the passkey "Work laptop"/ })).toBeVisible();
});

test("an API token made in the office is shown once, lets a script read the leads, shows its last use, and is refused once revoked", async ({
  browser,
  request,
}) => {
  const owner = await signIn(browser, "owner@firm.example");
  await owner.goto("/office/tokens");
  await owner.getByRole("textbox", { name: "Name", exact: true }).fill("Monthly report script");
  await owner.getByRole("button", { name: "Make token" }).click();
  await expect(owner.getByRole("heading", { name: 'Your new token "Monthly report script"' })).toBeVisible();
  const token = (await owner.locator("[data-token]").textContent())!.trim();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const row = owner.getByRole("row", { name: /Monthly report script/ });
  await expect(row).toContainText("Never");
  // Shown once: the same page again has no token on it.
  await owner.reload();
  await expect(owner.locator("[data-token]")).toHaveCount(0);
  expect(await owner.content()).not.toContain(token);

  const asScript = { authorization: `Bearer ${token}` };
  const leads = await request.get(`${site.url}/api/admin/submissions?format=csv`, { headers: asScript });
  expect(leads.status()).toBe(200);
  expect(await leads.text()).toContain("Anna");
  await owner.reload();
  await expect(row).not.toContainText("Never");
  await expect(row).toContainText("Works");

  await row.getByRole("button", { name: 'Revoke the token "Monthly report script"' }).click();
  await expect(owner.getByRole("main").getByRole("status")).toHaveText(
    "The token was revoked: scripts that use it are refused from now on.",
  );
  await expect(row).toContainText("Revoked");
  expect((await request.get(`${site.url}/api/admin/submissions`, { headers: asScript })).status()).toBe(401);
  // A token needs a name: the browser says so before anything is sent.
  await owner.getByRole("button", { name: "Make token" }).click();
  await expect(owner.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();

  // The audit log says it in sentences, narrowed to one kind of action, one person, or some days.
  await owner.goto("/office/audit");
  await owner.getByLabel("What").selectOption({ label: "API tokens" });
  await owner.getByRole("button", { name: "Show", exact: true }).click();
  await expect(owner).toHaveURL(/kind=tokens/);
  const log = owner.getByRole("table", { name: "Audit log" });
  await expect(
    log.getByRole("row", { name: /owner@firm\.example revoked the API token "Monthly report script"/ }),
  ).toBeVisible();
  await expect(
    log.getByRole("row", { name: /owner@firm\.example made the API token "Monthly report script"/ }),
  ).toBeVisible();
  await expect(log.locator("tbody tr")).toHaveCount(2);
  // The script's read is on record under the token's owner.
  await owner.getByLabel("What").selectOption({ label: "Exports" });
  await owner.getByLabel("Person").selectOption({ label: "owner@firm.example" });
  await owner.getByRole("button", { name: "Show", exact: true }).click();
  await expect(
    log.getByRole("row", { name: /exported \d+ messages? \(API token Monthly report script\)/ }),
  ).toBeVisible();
  await owner.getByLabel("From").fill("2099-01-01");
  await owner.getByRole("button", { name: "Show", exact: true }).click();
  await expect(owner.getByText("Nothing matches these filters.")).toBeVisible();
  // Work on a message links to the message.
  await owner.goto("/office/audit?kind=leads");
  await expect(log.locator("tbody tr").first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/office\/messages\/[0-9a-f-]{36}$/,
  );
  await owner.goto("/office/audit?from=yesterday");
  await expect(owner.getByText("Enter a date such as 2026-11-28.")).toBeVisible();
});

test("a lead's source: landed on an article from a LinkedIn campaign, read a service page, wrote; no cookie, no other origin", async ({
  browser,
}) => {
  // An ordinary browser: Playwright's headless Chromium names itself HeadlessChrome, which counts as a bot.
  const visitor = await browser.newContext({
    baseURL: site.url,
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  });
  const page = await visitor.newPage();
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(site.url).origin) elsewhere.push(request.url());
  });
  await page.goto("/insights/articles/hiring-for-potential?utm_source=linkedin&utm_campaign=autumn");
  await page.goto("/services/consultancy-strategy");
  await page.goto("/contact/get-in-touch");
  const form = page.getByRole("main").locator("form");
  await form.getByLabel("First name").fill("Iris");
  await form.getByLabel("Last name").fill("Bakker");
  await form.getByLabel("Email").fill("iris@bakker.example");
  await form.getByLabel("Company").fill("Bakker Logistiek");
  await form
    .getByLabel("Message")
    .fill("We read your article on hiring and would like to talk about our team.");
  await form.getByRole("button", { name: /Send/ }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
  expect(await visitor.cookies()).toEqual([]);
  expect(elsewhere).toEqual([]);
  // Counting adds nothing to a page: a counted read gets the very bytes an uncounted one (Sec-GPC) gets.
  const asReader = { "user-agent": await page.evaluate(() => navigator.userAgent), accept: "text/html" };
  const counted = await visitor.request.get("/services/consultancy-strategy", { headers: asReader });
  const uncounted = await visitor.request.get("/services/consultancy-strategy", {
    headers: { ...asReader, "sec-gpc": "1" },
  });
  expect(counted.headers()["set-cookie"]).toBeUndefined();
  expect((await counted.body()).equals(await uncounted.body())).toBe(true);
  await visitor.close();

  const owner = await signIn(browser, "owner@firm.example");
  await owner.goto("/office?origin=linkedin");
  await owner.getByRole("link", { name: "Iris Bakker" }).click();
  const source = owner
    .getByRole("main")
    .locator("div", { has: owner.getByRole("heading", { name: "Where they came from" }) })
    .last();
  await expect(source).toContainText("Came fromlinkedin");
  await expect(source).toContainText("Campaignautumn");
  await expect(source).toContainText("Landed on/insights/articles/hiring-for-potential");
  await expect(source).toContainText(
    "/insights/articles/hiring-for-potential › /services/consultancy-strategy › /contact/get-in-touch",
  );
  // A lead from elsewhere is not under that source.
  await owner.goto("/office?origin=linkedin");
  await expect(owner.getByRole("row", { name: /Anna de Vries/ })).toHaveCount(0);

  // The statistics page counts the visit and the lead under that campaign (today's figures, not yet rolled up).
  await owner.goto("/office/statistics");
  await expect(
    owner.getByRole("table", { name: "Campaigns" }).getByRole("row", { name: "linkedin / autumn 1" }),
  ).toBeVisible();
  await expect(
    owner
      .getByRole("table", { name: "Where visitors came in, and who wrote" })
      .getByRole("row", { name: "/insights/articles/hiring-for-potential 1 1 100%" }),
  ).toBeVisible();
  await expect(
    owner
      .getByRole("table", { name: "Leads by source and month" })
      .getByRole("row", { name: /^linkedin 1$/ }),
  ).toBeVisible();
  // A period that is not one is said, and the last 30 days shown.
  await owner.goto("/office/statistics?from=2026-12-01&to=2026-01-01");
  await expect(owner.getByRole("main").getByRole("alert")).toContainText("That period was not understood");
});

test("without JavaScript: sign in, see the sessions, and sign out everywhere", async ({ browser }) => {
  expect(staffCommand("add", "associate@firm.example")).toMatchObject({ code: 0 });
  const laptop = await signIn(browser, "associate@firm.example", { javaScript: false });
  const phone = await signIn(browser, "associate@firm.example", { javaScript: false });
  await phone.goto("/office/account");
  await expect(phone.getByRole("cell", { name: /This browser/ })).toBeVisible();
  await phone.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(
    phone.getByRole("main").getByRole("alert").or(phone.getByRole("main").getByRole("status")),
  ).toHaveText("You are signed out on every browser and device.");
  await laptop.goto("/office");
  await expect(laptop).toHaveURL(/\/office\/sign-in$/);
});

test("a privacy request: an owner finds an address, downloads its file, erases it, and the audit log keeps the answer without the address", async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // Anna, who wrote in the first test, also signs up for the newsletter (her confirmation is mailed first, so that
  // it is not taken for a sign-in link below).
  const mailsBefore = smtp.mails.length;
  const signedUp = await request.post(`${site.url}/api/forms/newsletter`, {
    data: { email: "anna@example.com" },
  });
  expect(signedUp.status()).toBe(202);
  await smtp.waitFor(mailsBefore + 1, 20_000);

  expect(staffCommand("add", "director@firm.example", "--role", "owner").output).toContain(
    "Added director@firm.example as owner.",
  );
  const owner = await signIn(browser, "director@firm.example");
  await owner.getByRole("link", { name: "Privacy" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Privacy requests");
  await owner.getByLabel("The person's email address").fill("Anna@Example.com");
  await owner.getByRole("button", { name: "Find" }).click();
  await expect(
    owner.getByRole("heading", { name: "What the site holds about anna@example.com" }),
  ).toBeVisible();
  await expect(owner.getByRole("region", { name: "Messages" }).getByRole("row")).toHaveCount(2);
  await expect(owner.getByRole("region", { name: "Newsletter" })).toContainText("Waiting for confirmation");
  await expect(owner.getByRole("region", { name: "Mail" })).toContainText("Newsletter confirmation");

  // Access: her records as a JSON file, with no hash of any kind, and as a document to read or print.
  const downloadingJson = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download as JSON" }).click();
  const json = await downloadingJson;
  expect(json.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.json$/);
  const keys: string[] = [];
  const file = JSON.parse(await readFile((await json.path())!, "utf8"), (key, value: unknown) => {
    keys.push(key);
    return value;
  }) as {
    email: string;
    messages: { fields: Record<string, string> }[];
    notes: { text: string }[];
    newsletter: { status: string }[];
  };
  expect(file.email).toBe("anna@example.com");
  expect(file.messages.map((message) => message.fields.company)).toEqual(["De Vries Holding"]);
  expect(file.notes.map((note) => note.text)).toEqual(["Called back on Tuesday; proposal by Friday."]);
  // The office's words for a sign-up still to be confirmed (subscriberStatusNames.pending).
  expect(file.newsletter).toEqual([expect.objectContaining({ status: "Waiting for confirmation" })]);
  expect(keys).toContain("fields");
  expect(keys.filter((key) => /hash/i.test(key))).toEqual([]);

  const downloadingDocument = owner.waitForEvent("download");
  await owner.getByRole("link", { name: "Download as a document" }).click();
  const readable = await downloadingDocument;
  expect(readable.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d\d-\d\d\.html$/);
  const html = await readFile((await readable.path())!, "utf8");
  expect(html).toMatch(/^<!doctype html>/);
  expect(html).toContain("De Vries Holding");
  expect(html).toContain("Called back on Tuesday; proposal by Friday.");
  expect(html).not.toMatch(/<script/i);

  // Erasure asks for the confirmation first, in the browser and on the server.
  const confirm = owner.getByRole("checkbox");
  await owner.getByRole("button", { name: "Erase everything" }).click();
  await expect(confirm).toBeFocused();
  await confirm.evaluate((box: HTMLInputElement) => (box.required = false));
  await owner.getByRole("button", { name: "Erase everything" }).click();
  await expect(owner.getByRole("main").getByRole("alert").first()).toHaveText(
    "Tick the box to confirm that the request is the person's own before erasing.",
  );
  await owner.getByRole("checkbox").check();
  await owner.getByRole("button", { name: "Erase everything" }).click();
  await expect(owner.getByRole("main").getByRole("status")).toHaveText(
    "Everything the site held about the address was erased. The audit log records the request under a code, without the address.",
  );
  expect(owner.url()).not.toContain("anna");

  // Looked up again: nothing held, and both answers on record.
  await owner.getByLabel("The person's email address").fill("anna@example.com");
  await owner.getByRole("button", { name: "Find" }).click();
  await expect(owner.getByText("The site holds nothing about this address.")).toBeVisible();
  const answered = owner.getByRole("region", { name: "Requests already answered" });
  await expect(
    answered.getByRole("row", { name: /director@firm\.example erased everything held about a person/ }),
  ).toBeVisible();
  // Both downloads are answers on record.
  await expect(
    answered.getByRole("row", {
      name: /director@firm\.example answered a request for access with a copy of/,
    }),
  ).toHaveCount(2);
  await owner.goto("/office");
  await expect(owner.getByRole("row", { name: /Anna de Vries/ })).toHaveCount(0);
  await owner.goto("/office/audit");
  await expect(
    owner.getByRole("row", {
      name: /director@firm\.example erased everything held about a person: 1 message/,
    }),
  ).toBeVisible();
  await expect(owner.getByRole("row", { name: /answered a request for access with a copy of/ })).toHaveCount(
    2,
  );
  expect(await owner.getByRole("main").textContent()).not.toContain("anna");

  // A member of staff may do none of it.
  const associate = await signIn(browser, "associate@firm.example");
  await expect(associate.getByRole("link", { name: "Privacy" })).toHaveCount(0);
  await associate.goto("/office/privacy?address=someone%40example.com");
  await expect(associate.getByText("Only an owner of the office can open this page.")).toBeVisible();
  const erase = await associate.request.post(`${site.url}/office/privacy/erase`, {
    headers: { origin: site.url },
    form: { address: "someone@example.com", confirm: "yes" },
  });
  expect(erase.status()).toBe(403);
  const copy = await associate.request.get(`${site.url}/office/privacy/export?address=someone%40example.com`);
  expect(copy.status()).toBe(403);
});

test("a visitor's invisible characters are shown for what they are, in the inbox, on the message and in the CSV", async ({
  browser,
  request,
}) => {
  const posted = await request.post(`${site.url}/api/forms/contact`, {
    data: {
      firstName: "Eve\u202Etxt",
      lastName: "Exe\u200B",
      email: "eve@example.com",
      company: "Mirror \u2066Works\u2069",
      service: "Strategic Advisory",
      message: "Please read the attached brief before our call next week, thank you.",
    },
  });
  expect(posted.status()).toBe(201);
  const owner = await signIn(browser, "owner@firm.example");
  const row = owner.getByRole("row", { name: /Eve/ });
  // The override does not turn the name around: it is a named marker, and the text after it reads as typed.
  await expect(row.getByRole("link")).toHaveText("Eve<U+202E>txt Exe<U+200B>");
  await expect(row.getByRole("img", { name: /U\+202E, right-to-left override/ })).toBeVisible();
  await expect(row).toContainText("Mirror <U+2066>Works<U+2069>");
  expect(await row.innerHTML()).not.toMatch(/[\u202E\u200B\u2066\u2069]/);
  await row.getByRole("link").click();
  expect(await owner.getByRole("main").innerHTML()).not.toMatch(/[\u202E\u200B\u2066\u2069]/);
  const csv = await (await owner.request.get(`${site.url}/office/export?q=eve`)).text();
  expect(csv).toContain("Eve<U+202E>txt");
  expect(csv).not.toMatch(/[\u202E\u200B\u2066\u2069]/);
});
