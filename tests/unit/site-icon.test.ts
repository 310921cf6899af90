/**
 * The favicon written into every page: a `data:` URL an HTML checker accepts (no character outside the URL code
 * points, so no space, quote or angle bracket) that decodes to the mark in public/icon.svg, byte for byte.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconDataUrl, iconFile } from "@/lib/site-icon";

describe("iconDataUrl", () => {
  const url = iconDataUrl();

  it("carries only characters a URL may hold unescaped", () => {
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(url).not.toMatch(/[\s<>"#{}|\\^`]/);
  });

  it("decodes to the committed mark", () => {
    const body = decodeURIComponent(url.slice("data:image/svg+xml,".length));
    expect(body).toBe(readFileSync(iconFile, "utf8").trim());
  });
});
