import type { Page } from "@playwright/test";
import { layOutWholePage } from "../../scripts/layout-checks.mjs";

export { layOutWholePage };

/** How far the page, laid out whole, reaches past the viewport's right edge: above 0, it scrolls sideways. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await layOutWholePage(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The bands (and the footer) whose content reaches outside their own box. A band contains its paint while it
 * waits to be laid out, so such content would be cut off at the band's edge; each is named with how far it
 * reaches, in px.
 */
export async function bandsOverflowing(page: Page): Promise<string[]> {
  await layOutWholePage(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".band, body > footer")].flatMap((band) => {
      const reach = Math.max(band.scrollWidth - band.clientWidth, band.scrollHeight - band.clientHeight);
      if (reach <= 0) return [];
      const name = band.querySelector("h2")?.textContent?.trim() ?? band.tagName.toLowerCase();
      return [`"${name}" by ${reach} px`];
    }),
  );
}
