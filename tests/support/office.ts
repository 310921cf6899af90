import { spawnSync } from "node:child_process";
import { expect, type Browser, type Page } from "@playwright/test";
import type { RunningServer } from "./server";
import type { TestSmtpServer } from "./smtp";

/**
 * The staff office as a test uses it, on its own server with a real SMTP server: `npm run staff` beside the
 * running server, the newest sign-in link mailed to an address, and a sign-in as a person does it.
 */
/** `npm run staff` as the compiled script, with `env` added to this process's environment. */
export function runStaff(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ["dist/scripts/staff.mjs", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

export function officeOf(site: () => RunningServer, smtp: () => TestSmtpServer) {
  /** `npm run staff` on the server's data folder while the server holds it. */
  const staffCommand = (...args: string[]) =>
    runStaff({ DATA_DIR: site().dataDir, SITE_URL: site().url }, ...args);

  /** The sign-in link of the newest mail to `email`, once `count` mails have arrived. */
  async function mailedLink(email: string, count: number): Promise<string> {
    const mails = await smtp().waitFor(count, 20_000);
    const mail = mails.filter((received) => received.recipients.includes(email)).at(-1);
    expect(mail?.parsed.subject).toBe("Your sign-in link for the Brightwell office");
    const link = /https?:\/\/\S+\/office\/sign-in\/link\?token=[A-Za-z0-9_-]{43}/.exec(
      mail!.parsed.text ?? "",
    )?.[0];
    expect(link, "the mail carries a sign-in link").toBeTruthy();
    return link!;
  }

  /** Signs `email` in on a new page of its own browser context, as a person does: address, mail, link, button. */
  async function signIn(browser: Browser, email: string, { javaScript = true } = {}): Promise<Page> {
    const context = await browser.newContext({ baseURL: site().url, javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await page.goto("/office");
    await expect(page).toHaveURL(/\/office\/sign-in$/);
    await page.getByLabel("Work email").fill(email);
    const before = smtp().mails.length;
    await page.getByRole("button", { name: "Send me a sign-in link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your mail");
    await page.goto(await mailedLink(email, before + 1));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
    return page;
  }

  return { staffCommand, mailedLink, signIn };
}
