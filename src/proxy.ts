import { NextResponse, type NextRequest } from "next/server";
import path from "node:path";
import { config as settings } from "@/server/config";
import { pagePolicy, readCspManifest, type CspManifest } from "@/server/security/csp";

/**
 * The Content-Security-Policy of every page: a prerendered page allows the hashes of its own inline scripts
 * (from the manifest the production server writes beside the build), a page rendered per request a fresh nonce.
 * See decision record 015.
 */

let loaded: { manifest: CspManifest | undefined; distDir: string } | undefined;
let warned = false;

/**
 * The manifest of the build being served, read on the first request: a running server keeps serving the build
 * it started with, so there is nothing to read again (scripts/server.ts wrote it before starting).
 */
function build(): { manifest: CspManifest | undefined; distDir: string } {
  if (!loaded) {
    // The build folder is only known at run time; not a file to trace into the bundle.
    const distDir = path.join(/* turbopackIgnore: true */ process.cwd(), settings().distDir);
    loaded = { manifest: readCspManifest(distDir), distDir };
  }
  return loaded;
}

export function proxy(request: NextRequest) {
  // `next dev` runs inline scripts and eval that change with every edit; the policy is for production builds.
  if (process.env.NODE_ENV === "development") return NextResponse.next();
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString("base64");
  const { manifest, distDir } = build();
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
      `No Content-Security-Policy manifest for the build in ${distDir}: pages are served with a policy that ` +
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
