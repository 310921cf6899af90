// The baseline headers of every response, from Next.js (next.config.ts) and from the assets the production server
// serves itself (src/server/serving/assets.ts). Each page's Content-Security-Policy comes from src/proxy.ts.
import type { ServerResponse } from "node:http";

export const securityHeaders: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()",
  },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // Nothing of the site is meant to be embedded by another origin.
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/** Sets the security headers on a response that does not have them yet. */
export function setSecurityHeaders(response: ServerResponse): void {
  for (const { key, value } of securityHeaders) if (!response.hasHeader(key)) response.setHeader(key, value);
}
