import type { Page } from "@playwright/test";

/**
 * The text a sighted reader sees on the page: text nodes of rendered, visible elements only. Closed panels,
 * outcome messages waiting for their :target, the options of a closed dropdown and screen-reader-only text
 * (clipped to a pixel) are left out.
 */
export function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !node.textContent?.trim()) continue;
      // A native dropdown shows its chosen option, and no other (options have no box of their own).
      const select = element.closest("select");
      if (select) {
        if (element === select.selectedOptions[0] && select.checkVisibility()) parts.push(node.textContent);
        continue;
      }
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      parts.push(node.textContent);
    }
    return parts.join(" ").replace(/\s+/g, " ").trim();
  });
}
