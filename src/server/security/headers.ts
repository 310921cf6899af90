// The baseline headers of every response, from Next.js (next.config.ts) and from the assets the production server
// serves itself (src/server/serving/assets.ts). Each page's Content-Security-Policy comes from src/proxy.ts.
import type { ServerResponse } from "node:http";

type Header = { key: string; value: string };

/**
 * What every answer carries, a font or a script as much as a page: its type is never guessed, the site is only
 * reached over HTTPS, and nothing of it is meant to be loaded by another origin.
 */
export const assetHeaders: ReadonlyArray<Header> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/**
 * Everything Next.js and the server answer themselves carries these too. Each governs a document: the referrer
 * its requests send, the features it may use, who may frame it, and its browsing context group. On a hashed font
 * or script they would be bytes with no effect; on a preloaded font they were what pushed it past one round trip
 * (record 026, amended).
 */
export const securityHeaders: ReadonlyArray<Header> = [
  ...assetHeaders,
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
  },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** Sets the security headers (or the asset headers) on a response that does not have them yet. */
export function setSecurityHeaders(response: ServerResponse, headers = securityHeaders): void {
  for (const { key, value } of headers) if (!response.hasHeader(key)) response.setHeader(key, value);
}
