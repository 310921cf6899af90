// What the production server (scripts/server.ts) and the app's form handler both know about form posts (decision
// record 024): which requests are posts from a script, what a refusal says, and which networks are over their
// limit until when. The handler notes each network it refuses for the rate limit; the server then answers that
// network's further scripted posts with the same 429 itself, so a flood of refused posts costs a map lookup each.
// The two load their own copies of this module; the map is kept in the shared state (server/shared-state.ts).

import { shared } from "../shared-state";

declare module "../shared-state" {
  interface SharedState {
    /** Networks the form handler refused for the rate limit, and when each window ends. */
    refusedClients?: Map<string, number>;
  }
}

/** What a client over its limit is told, by the handler and by the server alike. */
export const TOO_MANY_POSTS = "Too many messages from your address. Please try again later.";
/** What a post that could not be stored is told (503), by the handler and by the server alike. */
export const NOT_STORED_NOW = "The message could not be stored just now. Please try again in a minute.";

/** A form post's path: /api/forms/{form}, the form's name captured. */
export const FORM_POST = /^\/api\/forms\/([^/?#]+)(?:[?#]|$)/;

/** The media type of a Content-Type header's value, lower case, without parameters. */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/**
 * A browser posting a form without JavaScript: it wants to land on a page, not read JSON (the handler answers
 * it with its form filled in, through Next.js).
 */
export function wantsPage(
  contentType: string | null | undefined,
  accept: string | null | undefined,
): boolean {
  const type = mediaTypeOf(contentType);
  const formEncoded = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  return formEncoded && (accept ?? "").includes("text/html");
}

/** Networks remembered at most; past this (after expired ones are dropped) a new one is left to the handler. */
const MOST = 50_000;

/** Network → when its window ends (ms since the epoch). */
function refused(): Map<string, number> {
  return (shared.refusedClients ??= new Map());
}

/** Remembers that the handler refused this network until `retryAfterMs` from now. */
export function noteRefusal(network: string, retryAfterMs: number, now = Date.now()): void {
  const clients = refused();
  if (clients.size >= MOST && !clients.has(network)) {
    for (const [key, until] of clients) if (until <= now) clients.delete(key);
    if (clients.size >= MOST) return;
  }
  clients.set(network, now + retryAfterMs);
}

/** The seconds until this network may post again, or 0 when it is not known to be over its limit. */
export function refusalFor(network: string, now = Date.now()): number {
  const clients = refused();
  const until = clients.get(network);
  if (until === undefined) return 0;
  if (until <= now) {
    clients.delete(network);
    return 0;
  }
  return Math.max(1, Math.ceil((until - now) / 1000));
}
