// Where Debian's Chromium is and how to start it here (headless, as root, with no network of its own).
import { existsSync } from "node:fs";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Launch options for Playwright; throws with install instructions when no browser is there. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install Debian's browser with \`apt-get install -y chromium\` ` +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary. (Playwright's own browser download does not work here.)",
    );
  }
  return { executablePath, args: CHROMIUM_FLAGS };
}
