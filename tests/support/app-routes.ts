import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The folder of the app router that holds every public page. */
export const SITE_PAGES_DIR = path.join(process.cwd(), "src", "app", "(site)");

/**
 * The route of every page file under a folder of the app router, found by walking it: the check that the route
 * table and the folders agree. Route groups "(name)" add no segment; a dynamic "[x]" segment stays in the route
 * as it is written; private "_x" and parallel "@x" folders are skipped.
 */
export function appRoutes(dir: string = SITE_PAGES_DIR, segments: string[] = []): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((entry) => entry.isFile() && /^page\.(tsx|ts|jsx|js|mdx)$/.test(entry.name))
    ? [`/${segments.join("/")}`]
    : [];
  const below = entries
    .filter((entry) => entry.isDirectory() && !/^[_@]/.test(entry.name))
    .flatMap((entry) =>
      appRoutes(
        path.join(dir, entry.name),
        /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name],
      ),
    );
  return [...here, ...below].sort();
}

/** The content module a static page file imports its `page` from, read from the file itself. */
export function contentModuleOf(route: string): string | undefined {
  const file = path.join(SITE_PAGES_DIR, route, "page.tsx");
  return /import \{(?: \w+,)* page(?:, \w+)* \} from "@\/content\/([^"]+)";/.exec(
    readFileSync(file, "utf8"),
  )?.[1];
}
