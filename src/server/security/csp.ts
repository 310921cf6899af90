// The Content-Security-Policy of the site's pages, shared by the production server (which writes the hash
// manifest of a build) and proxy.ts (which sends each page its policy).
//
// Prerendered pages are the same bytes on every request, so their inline scripts (Next's bootstrap and the
// server-component payload) are allowed by hash; pages rendered per request get a nonce, which Next.js reads
// from the request's policy header and puts on its scripts. See decision record 015.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeWhole } from "../files";
import { retargetPage, type Retarget } from "../serving/site-address";

declare module "../shared-state" {
  interface SharedState {
    /** The script hashes of the pages this server serves, for proxy.ts (written by scripts/server.ts). */
    cspManifest?: CspManifest;
  }
}

/** The file beside a build that lists each prerendered page's script hashes. */
export const CSP_MANIFEST = "csp-manifest.json";

export interface CspManifest {
  buildId: string;
  /** What the hashes were taken of (the pages as the server serves them). */
  pages: string;
  /** Each prerendered route's inline-script sources ('sha256-…'). */
  routes: Record<string, string[]>;
}

/** Every `<script>` element with its attributes and text. The HTML is Next's own output, so this is exact. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types that the browser does not run (JSON-LD); no policy is needed for data. */
const RUNS = /^\s*(?:|text\/javascript|module|application\/javascript)\s*$/i;

/** The `'sha256-…'` sources of the inline scripts a page runs, in order of first appearance, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!RUNS.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The path of a prerendered route's HTML in a build ("/" is index.html). */
function htmlFile(distDir: string, route: string): string {
  return path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

/** Each prerendered route of a build that has an HTML page, with that page's file. */
export function prerenderedPages(distDir: string): { route: string; file: string }[] {
  const prerendered = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
  };
  return Object.keys(prerendered.routes)
    .sort()
    .map((route) => ({ route, file: htmlFile(distDir, route) }))
    .filter(({ file }) => existsSync(file));
}

/**
 * What the manifest's hashes were taken of: the pages as the server rewrites them before it serves them
 * (serving/first-paint.ts). A manifest taken of other pages is stale.
 */
const PAGES = "scripts after paint";

/**
 * Reads a build's prerendered pages and returns its manifest: the build's id, the script hashes of every
 * prerendered HTML page, and those of the 404 page (sent with the per-request pages, which may answer with it).
 * With `retarget`, of the pages as a server of another address serves them (serving/site-address.ts).
 */
export function createCspManifest(distDir: string, retarget?: Retarget): CspManifest {
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  const routes: Record<string, string[]> = {};
  for (const { route, file } of prerenderedPages(distDir)) {
    const html = readFileSync(file, "utf8");
    routes[route] = inlineScriptHashes(retarget ? retargetPage(html, retarget) : html);
  }
  if (!routes["/_not-found"]) throw new Error(`${distDir} has no prerendered 404 page`);
  return { buildId, pages: PAGES, routes };
}

/** The build's id, or undefined when there is no build. */
export function buildIdOf(distDir: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** The manifest beside a build when it belongs to that build, otherwise undefined. */
export function readCspManifest(distDir: string): CspManifest | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(distDir, CSP_MANIFEST), "utf8"),
    ) as Partial<CspManifest>;
    const current = manifest.buildId === buildIdOf(distDir) && manifest.pages === PAGES;
    return current && manifest.routes ? (manifest as CspManifest) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes sure the build has a manifest of its own: writes it when it is missing, belongs to another build or
 * `pagesChanged` (the server has just rewritten pages). Returns "fresh" or "written". Written through a temporary
 * file, so a reader never sees half of it.
 */
export function ensureCspManifest(distDir: string, { pagesChanged = false } = {}): "fresh" | "written" {
  if (!pagesChanged && readCspManifest(distDir)) return "fresh";
  writeWhole(path.join(distDir, CSP_MANIFEST), JSON.stringify(createCspManifest(distDir)));
  return "written";
}

/**
 * The policy for one response. `scripts` are the extra script sources beyond 'self' (hashes, a nonce); none
 * at all is the fallback that still shows every page, without its JavaScript. Styles: see decision record 015.
 */
export function contentSecurityPolicy({
  scripts = [],
  https = false,
}: {
  scripts?: readonly string[];
  https?: boolean;
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * What one page request gets: a prerendered route its hashes; any other path a nonce (rendered per request)
 * plus the 404 page's hashes (a path that matches nothing is answered with the prerendered 404). Without a
 * manifest of this build: no inline script at all, and `stale` says so.
 */
export function pagePolicy({
  manifest,
  route,
  nonce,
  https,
}: {
  manifest: CspManifest | undefined;
  route: string;
  nonce: string;
  https: boolean;
}): { policy: string; nonce?: string; stale?: true } {
  if (!manifest) return { policy: contentSecurityPolicy({ https }), stale: true };
  const key = route.length > 1 ? route.replace(/\/+$/, "") : route;
  const hashes = manifest.routes[key];
  if (hashes) return { policy: contentSecurityPolicy({ scripts: hashes, https }) };
  return {
    policy: contentSecurityPolicy({
      scripts: [`'nonce-${nonce}'`, ...(manifest.routes["/_not-found"] ?? [])],
      https,
    }),
    nonce,
  };
}
