import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import type { Locale } from "@/types/facts";

/** A page read as the request shows it, before the reader's key is made (server/stats/recorder.ts). */
export interface PageRead {
  at: Date;
  path: string;
  locale: Locale;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  device: "phone" | "tablet" | "desktop";
}

/** Paths that are no page a person reads: the office, the API, the framework's files, images and feeds. */
const NOT_PAGES = /^\/(?:office|api|_next|og|fonts|art)(?:\/|$)|\.[a-z0-9]{1,8}$/i;

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
 * Whether a request is a person reading a page, and what to count of it: a browser's request for a page's HTML,
 * or the router's request for the next page's contents when a link is followed. Not a prefetch (a link merely
 * seen), not a HEAD, not an asset, the office or the API, not a bot (as `isbot` names them, or a client that does
 * not say what it is), and not a browser that asks not to be tracked (`Sec-GPC: 1`). The referrer is kept only as
 * the host of another site; the campaign tags only as the landing address gives them.
 */
export function pageRead(
  method: string | undefined,
  url: string,
  headers: IncomingHttpHeaders,
  siteHost: string,
): PageRead | null {
  if (method !== "GET") return null;
  const userAgent = headers["user-agent"] ?? "";
  if (!userAgent || isBot(userAgent)) return null;
  if (headers["sec-gpc"] === "1") return null;
  if (
    headers["next-router-prefetch"] ||
    headers["next-router-segment-prefetch"] ||
    headers.purpose === "prefetch"
  )
    return null;
  if (headers["sec-purpose"]?.includes("prefetch")) return null;
  const navigation = headers.rsc === "1";
  if (!navigation && !String(headers.accept ?? "").includes("text/html")) return null;
  const query = url.indexOf("?");
  const path = (query === -1 ? url : url.slice(0, query)).replace(/(.)\/+$/, "$1");
  if (NOT_PAGES.test(path) || path.length > 300) return null;
  const params = new URLSearchParams(query === -1 ? "" : url.slice(query + 1));
  let referrer: string | null = null;
  try {
    const host = headers.referer ? new URL(headers.referer).hostname.toLowerCase() : "";
    referrer = host && host !== siteHost ? host.replace(/^www\./, "").slice(0, 100) : null;
  } catch {
    referrer = null;
  }
  return {
    at: new Date(),
    path,
    locale: path === "/nl" || path.startsWith("/nl/") ? "nl" : "en",
    referrer,
    utmSource: tag(params, "utm_source"),
    utmMedium: tag(params, "utm_medium"),
    utmCampaign: tag(params, "utm_campaign"),
    device: deviceOf(userAgent),
  };
}
