import { writeFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** How many lines of a failure's message the summary keeps: enough for a sweep's list of findings. */
const MOST_LINES = 14;

/** A failure as `npm test`'s summary prints it: the test's title, then the first lines of what it found. */
export function failureLines(title: string, message: string): string {
  const lines = stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim() !== "");
  const kept = lines.slice(0, MOST_LINES).map((line) => `    ${line}`);
  if (lines.length > MOST_LINES) kept.push(`    … ${lines.length - MOST_LINES} more lines above, in the run`);
  return [`  ${title}`, ...kept].join("\n");
}

/**
 * A Playwright reporter beside the list: the tests that failed, with the start of each error, written to the file
 * E2E_FAILURES_FILE names (no file when none failed), so that `npm test` (scripts/test.mjs) ends its output with
 * them. A CI log read from its tail then shows what failed, where Playwright's own account of it comes long before
 * the end of a run.
 */
export default class FailureSummary implements Reporter {
  private failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const message =
      result.errors.map((error) => error.message ?? error.value ?? "").join("\n") ||
      `the test ${result.status}`;
    // The title path starts with the root's and the project's titles, then the file's.
    this.failures.push(failureLines(test.titlePath().slice(2).join(" › "), message));
  }

  onEnd(): void {
    const file = process.env.E2E_FAILURES_FILE;
    if (file && this.failures.length > 0) writeFileSync(file, this.failures.join("\n"));
  }

  printsToStdio(): boolean {
    return false;
  }
}
