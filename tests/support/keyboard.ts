import type { Page } from "@playwright/test";

/** The name a focused control would be announced by, roughly as the accessibility tree computes it. */
function focusedControl() {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body) return null;
  const labelled = element.getAttribute("aria-labelledby");
  const name =
    element.getAttribute("aria-label") ||
    (labelled && document.getElementById(labelled)?.textContent) ||
    (element as HTMLInputElement).labels?.[0]?.textContent ||
    element.textContent ||
    element.getAttribute("title") ||
    "";
  // The ring is on the control, or on its ::after when the control stretches over a whole card.
  const ring = [getComputedStyle(element), getComputedStyle(element, "::after")].some(
    (style) =>
      (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== "none",
  );
  return {
    what: `${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`,
    named: name.trim().length > 0,
    visible: ring,
  };
}

/**
 * Presses Tab through the whole page from its top: every control it stops at must have a name and a visible focus
 * ring (`problems` lists those that lack one), and Tab must lead out of the page at the end (`left`: no trap).
 */
export async function tabThrough(page: Page): Promise<{ problems: string[]; left: boolean }> {
  const stops = await page
    .locator("a[href], button:not([disabled]), input:not([type=hidden]), textarea, select, [tabindex='0']")
    .count();
  const problems: string[] = [];
  let left = false;
  for (let press = 0; press < stops + 10 && !left; press++) {
    await page.keyboard.press("Tab");
    const control = await page.evaluate(focusedControl);
    if (!control) left = press > 0;
    else if (!control.named || !control.visible)
      problems.push(
        `${control.what}: ${control.named ? "" : "no name "}${control.visible ? "" : "no focus ring"}`,
      );
  }
  return { problems, left };
}
