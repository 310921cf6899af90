import type { Page } from "@playwright/test";
import { layOutWholePage } from "../../scripts/layout-checks";

/**
 * How far the page, laid out whole, reaches past the viewport's right edge: above 0, it scrolls sideways. The page
 * is left as it was, so that axe can judge it afterwards as the browser has it.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const restore = await layOutWholePage(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await restore();
  return overflow;
}
