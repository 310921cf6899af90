import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** axe-core itself, as @axe-core/playwright would inject it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe on the page as the browser has it: nothing laid out or shown for it (issue 27), or on the part of it that
 * `within` selects. Each violation as "rule: the elements it found". axe checks every rule either way; asking
 * for the violations alone spares it describing every element that passed.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const results = await runAxe(page, { within, options: { runOnly: { type: "tag", values: RULES } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * axe-core run in the page itself, on the document or the part `within` selects. The site has no frames, so
 * there is nothing to merge (what @axe-core/playwright's legacy mode did too); axe goes into a document once and
 * is run there as often as a test asks, where the builder put its 550 kB script into the page before every run
 * (about 250 ms each, and a cold compile on every new page).
 */
export async function runAxe(
  page: Page,
  { within, options }: { within?: string; options: RunOptions },
): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  return page.evaluate(
    ([selector, runOptions]) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      return axe.run(selector ? { include: [selector] } : document, {
        ...runOptions,
        resultTypes: ["violations"],
      });
    },
    [within ?? null, options] as const,
  );
}
