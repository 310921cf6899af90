import type { Page } from "@playwright/test";
import { layOutWholePage } from "../../scripts/layout-checks";

/** How far the page, laid out whole, reaches past the viewport's right edge: above 0, it scrolls sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await layOutWholePage(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
