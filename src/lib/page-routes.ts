import { readdirSync } from "node:fs";
import path from "node:path";

/** The folder that holds every public page. */
// Read at build time only (the sitemap is static); the ignore comment keeps the bundler from tracing the project.
export const SITE_PAGES_DIR = path.join(/*turbopackIgnore: true*/ process.cwd(), "src", "app", "(site)");

/**
 * The URL of every page under a folder of the app router, found by walking the folder. Route groups "(name)" add
 * no URL segment; dynamic "[x]", private "_x" and parallel "@x" segments are skipped.
 */
export function pageRoutes(dir: string = SITE_PAGES_DIR, segments: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name))
    ? [`/${segments.join("/")}`]
    : [];
  const below = entries
    .filter((entry) => entry.isDirectory() && !/^[[_@]/.test(entry.name))
    .flatMap((entry) =>
      pageRoutes(
        path.join(/*turbopackIgnore: true*/ dir, entry.name),
        /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name],
      ),
    );
  return [...here, ...below].sort();
}
