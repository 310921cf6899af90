/**
 * The mark as a data URL (every page's favicon, and the preview images' mark): one an HTML checker accepts (no
 * character outside the URL code points, so no space, quote or angle bracket) that decodes to public/icon.svg.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { iconDataUrl } from "@/lib/site-icon";

it("iconDataUrl carries public/icon.svg in characters a URL may hold unescaped", () => {
  const url = iconDataUrl();
  expect(url).toMatch(/^data:image\/svg\+xml,/);
  expect(url).not.toMatch(/[\s<>"#{}|\\^`]/);
  expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(
    readFileSync("public/icon.svg", "utf8").trim(),
  );
});
