import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

// scripts/e2e.mjs builds the site, picks a free port and sets E2E_PORT, DATA_DIR and ADMIN_TOKEN; the server
// here (our production server, scripts/server.mjs) serves that build and inherits them.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: `node scripts/server.mjs --port ${port} --hostname 127.0.0.1`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: ".next-e2e", SITE_URL: baseURL },
  },
});
