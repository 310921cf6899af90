import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

// scripts/e2e.mjs builds the site, picks a free port and sets E2E_PORT, DATA_DIR and ADMIN_TOKEN; the server
// here (our production server, scripts/server.ts as compiled into dist/) serves that build and inherits them.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two workers everywhere (Playwright's default is half the cores: one here). On two cores the second fills the
  // time the first waits on the browser or the server: 9 pages' sweep took 94 s with one, 66 s with two and 63 s
  // with three (record 036).
  workers: 2,
  // The list as tests end, and the failures written for `npm test` to repeat at the end of its output.
  reporter: [["list"], ["./tests/support/failure-summary.ts"]],
  // A guard against a hang, not a measure of speed: on a 2-core machine at full load (the build, Vitest and two
  // browsers at once) a test that starts a server of its own took 32 s (2026-11-26).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions("tests"),
    // No trace by default: recording one (a DOM snapshot and screenshots at every action) cost 40 % more CPU on
    // three specs here (135.5 against 81.1 core-seconds), and CI's trace files are read by no one. A failing test is
    // run again with `-- --trace on` for its trace (README, record 036).
    trace: "off",
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: `node dist/scripts/server.mjs --port ${port} --hostname 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: ".next-e2e", SITE_URL: baseURL },
  },
});
