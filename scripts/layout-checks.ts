// Runs the layout checks (./layout-checks-in-page.ts) on a Playwright page, for scripts/screenshot.mjs and the
// page sweep (tests/e2e/pages.spec.ts). `settle` readies the page for them.
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import ts from "typescript";
import type { LayoutFinding } from "./layout-checks-in-page";

export type { LayoutFinding };

/**
 * Lays out the whole page. A part laid out only as a reader nears it (`content-visibility: auto`: an article's
 * quote, record 026) would otherwise be blank in a full-page capture and absent from a measurement. Not for axe,
 * which judges the page as the browser has it: the function it returns gives the page back as it was.
 */
export async function layOutWholePage(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
  return () => style.evaluate((element) => (element as Element).remove());
}

/**
 * The page at rest for the checks: laid out whole, its fonts loaded, its entrance animations and transitions ended,
 * and seen from its top (a page opened at a #fragment is scrolled, and its sticky header then lies over text).
 */
export async function settle(page: Page): Promise<void> {
  await layOutWholePage(page);
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
  // Reading a layout figure first makes the browser start loading the fonts the page uses, then wait for them.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/**
 * The checks as the page runs them: their module compiled to plain JavaScript, once. Handing page.evaluate the
 * function itself would send whatever the loader of this module added to it (tsx wraps functions in a `__name`
 * helper the page does not have).
 */
let inPage: string | undefined;

/** What the layout checks find on the page as it is now; with the menu open, in the menu alone. */
export function layoutChecks(page: Page, options: { menuOpen: boolean }): Promise<LayoutFinding[]> {
  inPage ??= ts
    .transpileModule(readFileSync(new URL("./layout-checks-in-page.ts", import.meta.url), "utf8"), {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    })
    .outputText.replace(/^export /gm, "");
  return page.evaluate(`(() => { ${inPage}; return layoutChecks(${JSON.stringify(options)}); })()`);
}
