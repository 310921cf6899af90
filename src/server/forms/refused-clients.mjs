// Clients over their form-post limit, remembered until their window ends (decision record 024). The form handler
// notes each network it refuses; the production server (scripts/server.mjs) then answers that network's further
// posts from a script with the same 429 before Next.js sees them. A flood of refused posts costs a map lookup
// each instead of a trip through Next's route pipeline, and pages stay fast while it lasts. Plain JavaScript,
// because both the server and the app use it; they share one map through globalThis.
import { securityHeaders } from "../security/headers.mjs";
import { clientNetwork } from "../security/client-address.mjs";

/** What a client over its limit is told, by the handler and by the server alike. */
export const TOO_MANY_POSTS = "Too many messages from your address. Please try again later.";
/** What a post that could not be stored is told (503), by the handler and by the server alike. */
export const NOT_STORED_NOW = "The message could not be stored just now. Please try again in a minute.";

const KEY = Symbol.for("brightwell.refusedClients");
/** Networks remembered at most; past this (after expired ones are dropped) a new one is left to the handler. */
const MOST = 50_000;
/** A form post's path: /api/forms/{form}, the form's name captured. */
export const FORM_POST = /^\/api\/forms\/([^/?#]+)(?:[?#]|$)/;

/** @returns {Map<string, number>} network → when its window ends (ms since the epoch) */
function refused() {
  return (globalThis[KEY] ??= new Map());
}

/**
 * A browser posting a form without JavaScript: it wants to land on a page, not read JSON (the handler answers
 * it with its form filled in, so the server leaves such posts to the handler).
 */
export function wantsPage(contentType, accept) {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const formEncoded = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  return formEncoded && (accept ?? "").includes("text/html");
}

/** Remembers that the handler refused this network until `retryAfterMs` from now. */
export function noteRefusal(network, retryAfterMs, now = Date.now()) {
  const clients = refused();
  if (clients.size >= MOST && !clients.has(network)) {
    for (const [key, until] of clients) if (until <= now) clients.delete(key);
    if (clients.size >= MOST) return;
  }
  clients.set(network, now + retryAfterMs);
}

/** The seconds until this network may post again, or 0 when it is not known to be over its limit. */
export function refusalFor(network, now = Date.now()) {
  const clients = refused();
  const until = clients.get(network);
  if (until === undefined) return 0;
  if (until <= now) {
    clients.delete(network);
    return 0;
  }
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * For the server: answers a script's form post from a network the handler has refused and returns true, or
 * returns false and leaves the request to Next.js. The body is not read; Node discards it.
 */
export function refuseKnownClient(request, response, address) {
  if (request.method !== "POST" || !FORM_POST.test(request.url ?? "")) return false;
  if (wantsPage(request.headers["content-type"], request.headers.accept)) return false;
  const wait = refusalFor(clientNetwork(address));
  if (wait === 0) return false;
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  response.writeHead(429, {
    "cache-control": "no-store",
    "content-type": "application/json",
    "retry-after": String(wait),
  });
  response.end(JSON.stringify({ error: TOO_MANY_POSTS }));
  request.resume();
  return true;
}
