import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The firm's mark, one file: served as /icon.svg (the logo in structured data), drawn into the preview images,
 * and written into every page as its favicon (a data URL, so a first visit makes no request for it while the
 * page and its fonts load; record 026).
 */
export const iconFile = path.join(process.cwd(), "public/icon.svg");

/** The mark as a `data:` URL: the SVG with only the characters a URL cannot carry (spaces among them) escaped. */
export function iconDataUrl(): string {
  const svg = readFileSync(iconFile, "utf8").trim();
  return `data:image/svg+xml,${svg.replace(/[<>#%" \n]/g, encodeURIComponent)}`;
}
