import type { Page } from "@playwright/test";

/**
 * Each preloaded font holds the characters the pages draw; the rest of its face is a second file with a
 * unicode-range (src/app/fonts.ts, record 026), which the browser fetches only for text that needs it.
 * Playwright's trace snapshots lay out the whole page, so a test of this turns tracing off: a quote far below
 * would have its font fetched.
 */

/**
 * The faces this page has needed so far (loading or loaded), as family and unicode-range: the whole range for a
 * preloaded face, part of it for the rest of one. A face whose file is in the tab's memory cache counts as loaded
 * on every later page, whether the page draws it or not, so each page is opened in a context of its own.
 */
export const facesNeeded = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status !== "unloaded")
      .map((face) => ({
        family: face.family,
        weight: face.weight,
        rest: face.unicodeRange !== "U+0-10FFFF",
      })),
  );

/**
 * Where the page draws characters of the rest of a face (its unicode-range, such as "U+5C, U+7B-7E"), as the
 * browser draws them: text nodes with their text-transform applied, ::before and ::after content, and a
 * field's value (or its placeholder while empty). Each finding names the character and the element; at most
 * `most` of them.
 */
export const restCharactersDrawn = (page: Page, face: { family: string; weight: string }, most = 5) =>
  page.evaluate(
    ({ face, most }) => {
      const range =
        [...document.fonts].find(
          (candidate) =>
            candidate.family === face.family &&
            candidate.weight === face.weight &&
            candidate.unicodeRange !== "U+0-10FFFF",
        )?.unicodeRange ?? "";
      const spans = range.split(",").map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
        return [parseInt(from!, 16), parseInt(to!, 16)] as const;
      });
      const inRange = (char: string) =>
        spans.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to);
      const name = (element: Element) =>
        `<${element.localName}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].slice(0, 2).join(".")}` : ""}>`;
      const transformed = (text: string, transform: string) =>
        transform === "uppercase"
          ? text.toUpperCase()
          : transform === "lowercase"
            ? text.toLowerCase()
            : text;
      const found: string[] = [];
      const note = (text: string, element: Element, where: string) => {
        for (const char of new Set(text))
          if (inRange(char) && found.length < most)
            found.push(
              `U+${char.codePointAt(0)!.toString(16).toUpperCase()} "${char}" in ${where} of ${name(element)}: "${text.trim().slice(0, 60)}"`,
            );
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(element.tagName)) continue;
        note(
          transformed(node.textContent ?? "", getComputedStyle(element).textTransform),
          element,
          "the text",
        );
      }
      for (const element of document.body.querySelectorAll("*")) {
        for (const pseudo of ["::before", "::after"]) {
          const content = getComputedStyle(element, pseudo).content;
          if (content && content !== "none" && content !== "normal") note(content, element, pseudo);
        }
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
          note(element.value || element.placeholder, element, "the field");
      }
      return found;
    },
    { face: { family: face.family, weight: face.weight }, most },
  );

/**
 * What is wrong with the fonts of a page just opened in a context of its own: every page draws its text in Inter
 * and its headings in Fraunces from the preloaded files (so the scan sees the fonts), and fetches no rest of a face.
 */
export async function fontProblems(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  const faces = await facesNeeded(page);
  const problems: string[] = [];
  for (const [family, weight] of [
    ["inter", "400 600"],
    ["fraunces", "600"],
  ])
    if (!faces.some((face) => face.family === family && face.weight === weight && !face.rest))
      problems.push(`${family} ${weight} is not drawn from its preloaded file`);
  for (const face of faces.filter((face) => face.rest)) {
    // Name what asked for it, so that a failure can be traced (none found: the browser fetched it for no text).
    const drawn = await restCharactersDrawn(page, face);
    problems.push(
      `the rest of ${face.family} ${face.weight} was fetched; ${drawn.length > 0 ? `drawn from its range: ${drawn.join("; ")}` : "no character of its range is on the page"}`,
    );
  }
  return problems;
}
