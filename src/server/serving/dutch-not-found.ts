// The Dutch edition's 404 (decision record 042): the Dutch edition is prerendered whole, so any path under /nl
// that the build did not prerender is answered with its prerendered 404 page and the status 404.
import type { IncomingMessage, ServerResponse } from "node:http";
import { dutchNotFoundPath, localeOf, madePerRequest } from "@/content/routes";

/**
 * Readies a request for a path under /nl that the build did not prerender (`built`: the prerendered paths, pages
 * and files such as the reports' PDFs): it asks for the Dutch 404 page instead, and
 * whatever answers it (the page cache or Next.js) answers with 404. Next.js cannot do this itself: a Dutch
 * `not-found.tsx` is reached only by `notFound()` in a page made per request, whose 404 comes without its HTML
 * (vercel/next.js#95613), and only the root not-found answers a path no route matches.
 */
export function askForDutchNotFound(
  built: ReadonlySet<string>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const path = (request.url ?? "").split("?")[0] ?? "";
  if (localeOf(path) !== "nl" || (built.has(path) && path !== dutchNotFoundPath)) return;
  // The pages made per request answer for themselves.
  if (madePerRequest(path)) return;
  request.url = dutchNotFoundPath;
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    return (writeHead as (...args: unknown[]) => ServerResponse).call(
      this,
      status === 200 ? 404 : status,
      ...rest,
    );
  } as ServerResponse["writeHead"];
}
