#!/usr/bin/env node
// `npm test`: every check of the project; exits non-zero when any fails (decision record 036).
// The checks that need no build run beside it, in two lanes, one for each core: the first runs the e2e build, which
// type-checks the whole project as `npm run typecheck` does (Next.js runs TypeScript over every file of
// tsconfig.json, and fails on an error), then the browser tests as soon as the build is there; the second runs the
// unit and integration tests, ESLint and Prettier. A step's output is
// held until it ends and then printed whole, so two steps never mix their lines; the browser tests print as they
// go, and a check that ends meanwhile prints between two of their lines.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { stripVTControlCharacters as plain } from "node:util";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { freePort } from "./free-port.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules/.bin", name);
// The build and the browser tests agree on the port: the build writes the test origin into the pages.
const env = { ...process.env, E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) };

/** What a failed step's output says of its failures, for the summary: by default its last lines. */
const lastLines = (text) => plain(text).trimEnd().split("\n").slice(-12).join("\n");

/**
 * Runs one step; resolves with its name, whether it passed, how long it took, and, when it failed, what its
 * `failures` makes of its output (a live step's output is the terminal's: its `failures` reads its own record).
 */
function step(name, command, args, { extraEnv = {}, live = false, failures = lastLines } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    let finished = false;
    const finish = (passed) => {
      if (finished) return; // a command that cannot start reports "error", then "close"
      finished = true;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      process.stdout.write(
        `\n── ${name}: ${passed ? "passed" : "FAILED"} in ${seconds} s\n${text ? `${text}\n` : ""}`,
      );
      resolve({ name, passed, seconds, failures: passed ? "" : failures(text) });
    };
    child.on("error", (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on("close", (code) => finish(code === 0));
  });
}

// The runner and the tools it imports are TypeScript, which tsx loads for Node 20.
const e2e = ["--import", "tsx", path.join(root, "scripts/e2e.mjs")];
/** The build's lane. A separate `tsc --noEmit` before it checked the same files again: 38 s of 2 cores. */
const buildSteps = [["build and type check", process.execPath, e2e, { extraEnv: { E2E_SKIP_TESTS: "1" } }]];
/** The checks that need no build, in the second lane. Vitest names each failed test on a line of its own. */
const otherSteps = [
  [
    "unit and integration tests",
    bin("vitest"),
    ["run"],
    { failures: (text) => [...new Set(plain(text).match(/^ *FAIL .*$/gm) ?? [])].slice(0, 20).join("\n") },
  ],
  ["eslint", bin("eslint"), ["."]],
  ["prettier", bin("prettier"), ["--check", "."]],
];
/** The browser tests' reporter (tests/support/failure-summary.ts) writes the failed tests here. */
const browserFailures = path.join(tmpdir(), `browser-failures-${process.pid}.txt`);
const browserTests = [
  "browser tests",
  process.execPath,
  e2e,
  {
    extraEnv: { E2E_SKIP_BUILD: "1", E2E_FAILURES_FILE: browserFailures },
    live: true,
    failures: () => {
      try {
        return readFileSync(browserFailures, "utf8");
      } catch {
        return "Playwright wrote no account of its failures (it stopped before its end): see its output above.";
      } finally {
        rmSync(browserFailures, { force: true });
      }
    },
  },
];

/** Steps one after another, stopping at the first that fails. */
async function inOrder(steps) {
  const results = [];
  for (const definition of steps) {
    results.push(await step(...definition));
    if (!results.at(-1).passed) break;
  }
  return results;
}

const queued = [...buildSteps, ...otherSteps, browserTests];
// The browser tests start as soon as the build is there, while the other lane finishes its checks.
const built = inOrder(buildSteps);
const browsed = built.then(async (done) =>
  done.length === buildSteps.length && done.every((result) => result.passed)
    ? [await step(...browserTests)]
    : [],
);
/** The checks beside the build, each run whatever the one before found. */
const checked = (async () => {
  const done = [];
  for (const definition of otherSteps) done.push(await step(...definition));
  return done;
})();
const results = (await Promise.all([built, checked, browsed])).flat();

// A log is often read from its end: what failed is repeated there, above the summary.
for (const { name, failures } of results.filter((result) => !result.passed))
  console.log(`\n── what failed in ${name}:\n${failures || "(see its output above)"}`);
console.log("\nnpm test:");
for (const { name, passed, seconds } of results)
  console.log(`  ${passed ? "ok    " : "FAILED"} ${name} (${seconds} s)`);
const skipped = queued.filter(([name]) => !results.some((result) => result.name === name));
if (skipped.length > 0)
  console.log(`  not run, after a failure: ${skipped.map(([name]) => name).join(", ")}`);
process.exit(results.every((result) => result.passed) && skipped.length === 0 ? 0 : 1);
