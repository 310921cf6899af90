import type { Page } from "@playwright/test";
import { layOutWholePage } from "../../scripts/layout-checks";

/**
 * How far the page, laid out whole, reaches past the viewport's right edge: above 0, it scrolls sideways. A page
 * with a part laid out only as a reader nears it (`content-visibility: auto`) is laid out whole for the measure and
 * then given back as it was, so that axe can judge it afterwards as the browser has it; any other page is measured
 * as it is, which is the same.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const measure = () =>
    page.evaluate(() => ({
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      deferred: [...document.querySelectorAll("body *")].some(
        (element) => getComputedStyle(element).contentVisibility === "auto",
      ),
    }));
  const asItIs = await measure();
  if (!asItIs.deferred) return asItIs.overflow;
  const restore = await layOutWholePage(page);
  const { overflow } = await measure();
  await restore();
  return overflow;
}
