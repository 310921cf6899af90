import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";
const port = Number(process.env.E2E_PORT ?? 3301);
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "/tmp/pw-local-results",
  workers: 1,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: chromiumLaunchOptions() },
});
