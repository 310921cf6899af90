// Each edition's 404 (decision records 042 and 050): the site is prerendered whole, so any path the build did not
// prerender (and no page made per request, public file, the office, the API or the framework's files) is answered
// with its edition's prerendered 404 page and the status 404.
import { readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { localeOf, madePerRequest, notFoundPaths } from "@/content/routes";

/** What Next.js answers for itself: the office (its own 404 in its own frame), the API and the framework's files. */
const NEXT_ANSWERS = /^\/(?:office|api|_next)(?:\/|$)/;

/** The files of the site's `public` folder, by the path they are served at (/icon.svg...). */
export function publicFiles(root: string): string[] {
  const folder = path.join(root, "public");
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
}

/**
 * Readies a request for a path that the build did not prerender (`known`: the prerendered paths, pages and files
 * such as the reports' PDFs, and the public files): it asks for its edition's 404 page instead, and whatever answers
 * it (the page cache or Next.js) answers with 404. A path with a trailing slash is left to Next.js, which redirects
 * it to the page without one, and so is the router's request for a page's data: its 404 (empty for a prefetch,
 * scripts/server.ts) makes the browser load the address as a page, which then gets the 404 page. The 404 pages'
 * own paths answer 404 too.
 */
export function askForNotFound(
  known: ReadonlySet<string>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const edition = localeOf(path);
  const page = notFoundPaths[edition];
  if (known.has(path) && path !== page) return;
  if (request.headers.rsc === "1" || (path.length > 1 && path.endsWith("/"))) return;
  if (NEXT_ANSWERS.test(path) || madePerRequest(path)) return;
  request.url = page;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(
      this,
      status === 200 ? 404 : status,
      ...rest,
    );
  } as ServerResponse["writeHead"];
}
