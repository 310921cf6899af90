import type { Page } from "@playwright/test";

/**
 * Lays out the whole page. The bands and the footer are laid out only as a reader nears them
 * (`content-visibility: auto`, record 027), so a measurement or an axe run would otherwise see the first view
 * alone: a box too wide further down could not make the page wider, and text there would have no colours to check.
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
}

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
