import { readFileSync } from "node:fs";
import path from "node:path";

let dataUrl: string | undefined;

/**
 * The firm's mark (public/icon.svg, also served as /icon.svg, the logo of the structured data) as a `data:` URL,
 * read once: every page's favicon, so that a first visit makes no request for it while the page and its fonts
 * load (record 026), and the mark drawn into the preview images.
 */
export function iconDataUrl(): string {
  dataUrl ??= `data:image/svg+xml,${encodeURIComponent(readFileSync(path.join(process.cwd(), "public/icon.svg"), "utf8").trim())}`;
  return dataUrl;
}
