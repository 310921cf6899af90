import { NextResponse, type NextRequest } from "next/server";
import { config as settings } from "@/server/config";
import { pagePolicy } from "@/server/security/csp";
import { shared } from "@/server/shared-state";

/**
 * The Content-Security-Policy of every page: a prerendered page allows the hashes of its own inline scripts
 * (from the manifest the production server takes of the pages it serves), a page rendered per request a fresh nonce.
 * See decision record 015.
 */

let warned = false;

export function proxy(request: NextRequest) {
  // `next dev` runs inline scripts and eval that change with every edit; the policy is for production builds.
  if (process.env.NODE_ENV === "development") return NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  // The hashes of the pages as this server serves them, which scripts/server.ts took before it started.
  const manifest = shared.cspManifest;
  const {
    policy,
    stale,
    nonce: used,
  } = pagePolicy({
    manifest,
    route: request.nextUrl.pathname,
    nonce,
    https: settings().https,
  });
  if (stale && !warned) {
    warned = true;
    console.error(
      `No Content-Security-Policy manifest for the build in ${settings().distDir}: pages are served with a policy that ` +
        "allows no inline script (they show, without JavaScript). Start the site with `npm start` or " +
        "scripts/server.ts, which write it.",
    );
  }
  const headers = new Headers(request.headers);
  // Next.js reads the nonce of a page it renders now from the request's policy.
  if (used) headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export const config = {
  // Pages only: not the hashed assets, the API (JSON) or files such as /icon.svg and /robots.txt.
  matcher: ["/((?!_next/|api/|[^/]*\\.[a-z0-9]+$).*)"],
};
