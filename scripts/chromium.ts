// Which Chromium runs here and how to start it (headless, as root, with no network of its own). Both are Debian's
// build of the same Chromium (Playwright's own browser download does not work here), in two packages:
// - `chromium`, the whole browser: the bench's Lighthouse runs and the screenshots, which look at the page as a
//   visitor's Chrome draws it;
// - `chromium-headless-shell`, the same engine without the browser's own interface and services, which is what
//   Playwright runs for headless tests unless told otherwise: the end-to-end tests. It renders, lays out and runs
//   scripts as the whole browser does, for about a third less CPU a page (decision record 036, third amendment).
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

/** What the browser is for: the end-to-end tests, or a look at the page as a visitor's browser has it. */
export type ChromiumUse = "tests" | "browser";

const BROWSER = "/usr/bin/chromium";
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** CHROMIUM_PATH when set; else the headless shell for the tests where it is installed; else the browser. */
export function chromiumPath(use: ChromiumUse = "browser"): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return use === "tests" && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER;
}

/** Launch options for Playwright; throws with install instructions when no browser is there. */
export function chromiumLaunchOptions(use: ChromiumUse = "browser"): {
  executablePath: string;
  args: string[];
} {
  const executablePath = chromiumPath(use);
  if (!existsSync(executablePath)) {
    throw new Error(
      `No Chromium at ${executablePath}. Install Debian's browser with ` +
        "`apt-get install -y chromium chromium-headless-shell` " +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary. (Playwright's own browser download does not work here.)",
    );
  }
  return { executablePath, args: CHROMIUM_FLAGS };
}
