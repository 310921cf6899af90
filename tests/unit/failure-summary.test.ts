import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { failureLines } from "../support/failure-summary";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the browser tests' failure summary", () => {
  it("keeps a failure's title and the first lines of its message, without colours", () => {
    const message = [
      "\u001b[2mexpect(\u001b[22mreceived).toEqual([])",
      "",
      ...Array.from({ length: 20 }, (_, i) => `+ ${i}`),
    ];
    const lines = failureLines("pages.spec.ts › part 3", message.join("\n")).split("\n");
    expect(lines[0]).toBe("  pages.spec.ts › part 3");
    expect(lines[1]).toBe("    expect(received).toEqual([])");
    expect(lines).toHaveLength(1 + 14 + 1);
    expect(lines.at(-2)).toBe("    + 12");
    expect(lines.at(-1)).toBe("    … 7 more lines above, in the run");
  });

  // Playwright itself runs a spec with one passing and one failing test, with the reporter the config names.
  const dir = mkdtempSync(path.join(root, "node_modules/.cache-failure-summary-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes each failed test, and only those, to the file E2E_FAILURES_FILE names, and no file when none failed", () => {
    mkdirSync(path.join(dir, "tests"));
    writeFileSync(
      path.join(dir, "playwright.config.mjs"),
      `export default { testDir: "tests", reporter: [["dot"], [${JSON.stringify(path.join(root, "tests/support/failure-summary.ts"))}]] };`,
    );
    writeFileSync(
      path.join(dir, "tests/sweep.spec.mjs"),
      [
        'import { expect, test } from "@playwright/test";',
        'test("a page with nothing wrong", () => expect([]).toEqual([]));',
        'test.describe("the sweep", () => {',
        '  test("a page with two findings", () => expect(["320 px, axe: region", "320 px, fonts: none"]).toEqual([]));',
        "});",
      ].join("\n"),
    );
    const file = path.join(dir, "failures.txt");
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          path.join(root, "node_modules/@playwright/test/cli.js"),
          "test",
          "--config",
          "playwright.config.mjs",
          ...args,
        ],
        { cwd: dir, env: { ...process.env, E2E_FAILURES_FILE: file, CI: "" }, encoding: "utf8" },
      ).status;
    expect(run("--grep", "nothing wrong")).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(run()).toBe(1);
    const written = readFileSync(file, "utf8");
    expect(written).toMatch(/^ {2}sweep\.spec\.mjs › the sweep › a page with two findings\n/);
    expect(written).toContain('"320 px, axe: region"');
    expect(written).toContain('"320 px, fonts: none"');
    expect(written).not.toContain("nothing wrong");
  }, 60_000);
});
