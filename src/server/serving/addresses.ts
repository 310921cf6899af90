// One address for each page: a path with a trailing slash is sent on to the path without it, in both editions, and
// a Dutch address that moved to its new one.
import type { IncomingMessage, ServerResponse } from "node:http";
import { movedDutchPath } from "@/content/routes";
import { setSecurityHeaders } from "@/server/security/headers";

/**
 * Answers a GET or HEAD for a path that ends in a slash (`/nl/diensten/`, `/services//`), or a Dutch address that
 * moved (`movedDutchPaths`), with a permanent redirect (308) to the page's address, the query kept; true when it
 * did. Next.js does the first for the routes it matches itself, but the prerendered Dutch edition is answered
 * before Next.js sees the path, so the server does it for every path, the same way.
 */
export function redirectToAddress(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const [path = "", query] = (request.url ?? "").split(/\?(.*)/s);
  // Only a path of this site: "//host/" without its slash would be an address on another host.
  if (!/^\/[^/\\]/.test(path)) return false;
  const bare = path.replace(/(.)\/+$/, "$1");
  const address = movedDutchPath(bare) ?? bare;
  if (address === path) return false;
  setSecurityHeaders(response);
  response.writeHead(308, { location: query === undefined ? address : `${address}?${query}` });
  response.end();
  return true;
}
