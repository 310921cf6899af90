import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import type { Locale } from "@/types/facts";

/** What is counted of a page read, before the reader's key is made (server/stats/recorder.ts). */
export interface PageRead {
  path: string;
  locale: Locale;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: "phone" | "tablet" | "desktop";
}

/**
 * Addresses of no page a person reads: the office, the API, the framework's files, images and feeds (a path with a
 * file's extension). Tested on the address as asked, its query included, so that nothing is cut out of it.
 */
const NOT_PAGES = /^\/(?:office|api|_next|og|fonts|art)(?:[/?]|$)|^[^?]*\.[a-z0-9]{1,8}(?:\?|$)/i;

/**
 * isbot's answers by user agent. Its pattern costs about 3 µs a request on this machine, more than half of what
 * counting a read costs, where a lookup costs a tenth of one; the same few browsers make most requests. Forgotten
 * at 1,000 agents, so that a client sending a new one each time costs memory no more than it did.
 */
const botAnswers = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  let answer = botAnswers.get(userAgent);
  if (answer === undefined) {
    if (botAnswers.size >= 1_000) botAnswers.clear();
    botAnswers.set(userAgent, (answer = isbot(userAgent)));
  }
  return answer;
}

/** A campaign tag, cut to a length worth keeping, or null. */
function tag(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.trim().toLowerCase().slice(0, 100);
  return value || null;
}

/** The kind of device, from what the browser says of itself: enough to tell phones from desks, no more. */
export function deviceOf(userAgent: string): PageRead["device"] {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|Android/i.test(userAgent)) return "phone";
  return "desktop";
}

/**
 * Whether a request is a person reading a page: a browser's request for a page's HTML, or the router's request for
 * the next page's contents when a link is followed. Not a prefetch (a link merely seen), not a HEAD, not an asset,
 * the office or the API, not a bot (as `isbot` names them, or a client that does not say what it is), and not a
 * browser that asks not to be tracked (`Sec-GPC: 1`). Asked of every request a page is answered to, so it makes
 * nothing: what is counted of the read is worked out when it is written (`readOf`).
 */
export function isPageRead(method: string | undefined, url: string, headers: IncomingHttpHeaders): boolean {
  if (method !== "GET") return false;
  const userAgent = headers["user-agent"];
  if (!userAgent || isBot(userAgent)) return false;
  if (headers["sec-gpc"] === "1") return false;
  if (
    headers["next-router-prefetch"] ||
    headers["next-router-segment-prefetch"] ||
    headers.purpose === "prefetch" ||
    headers["sec-purpose"]?.includes("prefetch")
  )
    return false;
  if (headers.rsc !== "1" && !headers.accept?.includes("text/html")) return false;
  return !NOT_PAGES.test(url);
}

/**
 * What is counted of a page read at `url`: its path and edition, the host of another site that referred it (never
 * its path), the campaign tags the address carries, and the kind of device. Null for a path too long to be one of
 * ours.
 */
export function readOf(
  url: string,
  referer: string | undefined,
  userAgent: string,
  siteHost: string,
): PageRead | null {
  const query = url.indexOf("?");
  const path = (query === -1 ? url : url.slice(0, query)).replace(/(.)\/+$/, "$1");
  if (path.length > 300) return null;
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  let referrer: string | null = null;
  try {
    const host = referer ? new URL(referer).hostname.toLowerCase() : "";
    referrer = host && host !== siteHost ? host.replace(/^www\./, "").slice(0, 100) : null;
  } catch {
    referrer = null;
  }
  return {
    path,
    locale: path === "/nl" || path.startsWith("/nl/") ? "nl" : "en",
    referrer,
    utmSource: tag(params, "utm_source"),
    utmMedium: tag(params, "utm_medium"),
    utmCampaign: tag(params, "utm_campaign"),
    device: deviceOf(userAgent),
  };
}

/** The read a request is, or null if it is none (`isPageRead` and `readOf` together). */
export function pageRead(
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
  siteHost: string,
): PageRead | null {
  if (!isPageRead(method, url, headers)) return null;
  return readOf(url, headers.referer, headers["user-agent"]!, siteHost);
}
