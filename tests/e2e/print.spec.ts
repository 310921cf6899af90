// A printed page (issue 28, item 5): the skip link, header and footer stay off the paper, and the margin of
// every printed page names the firm and the page's address, with JavaScript on and off. The stylesheet's
// @page margin boxes read both from custom properties of <html> (components/layout/document-root.tsx).
import { brand } from "@/content/site";
import { expect, test, type Page } from "../support/test";

const pages = ["/insights/article", "/privacy", "/contact/office-locations"];

/** The custom properties the print margins read, and the page's canonical address to compare them with. */
function printMargins(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const margins: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSPageRule) margins.push(rule.cssText);
        else if (rule instanceof CSSMediaRule && rule.media.mediaText.includes("print")) walk(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
    return {
      brand: style.getPropertyValue("--print-brand").trim(),
      address: style.getPropertyValue("--print-address").trim(),
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      pageRules: margins.join("\n"),
    };
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const path of pages) {
      test(`${path} prints the brand and its address on every page, and no skip link`, async ({ page }) => {
        await page.goto(path);
        const skipLink = page.getByRole("link", { name: "Skip to content" });
        await page.keyboard.press("Tab");
        await expect(skipLink).toBeFocused();
        await expect(skipLink).toBeVisible();

        await page.emulateMedia({ media: "print" });
        await expect(skipLink).toBeHidden();
        await expect(page.locator("body > header").first()).toBeHidden();
        await expect(page.locator("footer").last()).toBeHidden();

        const margins = await printMargins(page);
        expect(margins.brand).toBe(JSON.stringify(brand.name));
        expect(margins.address).toBe(JSON.stringify(margins.canonical));
        expect(margins.canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
        expect(margins.pageRules).toMatch(/@top-left\s*\{[^}]*content:\s*var\(--print-brand\)/);
        expect(margins.pageRules).toMatch(/@top-right\s*\{[^}]*content:\s*var\(--print-address\)/);
      });
    }
  });
}
