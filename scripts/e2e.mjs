#!/usr/bin/env node
// End-to-end tests: build the current code, then run Playwright against the production server
// (dist/scripts/server.mjs, which `npm run test:e2e` compiles first) on a free loopback port.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { chromiumLaunchOptions } from "./chromium.ts";
import { freePort } from "./free-port.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

try {
  chromiumLaunchOptions("tests");
} catch (error) {
  console.error(`e2e: ${error.message}`);
  process.exit(1);
}

const port = process.env.E2E_PORT ?? String(await freePort());
// The shared test server keeps its database and mail files in a folder of its own, removed afterwards.
const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-"));
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  E2E_PORT: port,
  NEXT_DIST_DIR: ".next-e2e",
  SITE_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  ADMIN_TOKEN: "e2e-operator-token-0123456789abcdef",
  // Every test posts from 127.0.0.1; the rate limit has its own test with its own server.
  RATE_LIMIT_MAX: "100000",
  LOG_LEVEL: "warn",
};
const run = (args) => spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });

if (!process.env.E2E_SKIP_BUILD) {
  const build = run([path.join(root, "node_modules/next/dist/bin/next"), "build"]);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// scripts/test.mjs builds beside the other checks (E2E_SKIP_TESTS), then runs the tests (E2E_SKIP_BUILD), both on
// the port it chose (E2E_PORT), which the build writes into the pages.
if (process.env.E2E_SKIP_TESTS) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
const tests = run([
  path.join(root, "node_modules/@playwright/test/cli.js"),
  "test",
  ...process.argv.slice(2),
]);
rmSync(dataDir, { recursive: true, force: true });
process.exit(tests.status ?? 1);
