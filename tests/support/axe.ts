import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * axe on the page as the browser has it: nothing laid out or shown for it (issue 27), or on the part of it that
 * `within` selects. Each violation as "rule: the elements it found". axe checks every rule either way; asking
 * for the violations alone spares it describing every element that passed. The site has no frames, so axe runs
 * in the page itself (legacy mode), not once per frame and again in a blank page opened to merge the frames'
 * results, which cost each run a second page and a second copy of axe.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = axe(page).withTags(RULES);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** axe on a page, run as every test here runs it: in the page itself, describing violations only. */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode();
}
