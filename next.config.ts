import type { NextConfig } from "next";
import { config } from "./src/server/config";
import { securityHeaders } from "./src/server/security/headers";
import { recordSiteAddress } from "./src/server/serving/site-address";

const nextConfig: NextConfig = {
  // End-to-end tests build into their own folder, so they never replace the build `npm start` serves
  // (NEXT_DIST_DIR, read with every other setting by src/server/config.ts).
  distDir: config().distDir,
  poweredByHeader: false,
  // The retention periods the pages state (/privacy) go into the build; a server started with other RETAIN_*
  // settings refuses to start (server/runtime.ts), so the page and the daily job cannot drift apart.
  env: { SITE_RETENTION: JSON.stringify(config().retention) },
  // Loaded by Node from node_modules, not bundled: PGlite reads its WebAssembly and data files from its own
  // folder, and the rate limiter imports drizzle-orm at run time.
  serverExternalPackages: ["@electric-sql/pglite", "drizzle-orm", "rate-limiter-flexible", "nodemailer"],
  reactStrictMode: true,
  compiler: {
    // The build names the address its pages are prerendered with; a server started with another SITE_URL serves
    // them at its own (src/server/serving/site-address.ts, decision record 052).
    runAfterProductionCompile: async ({ distDir }) => recordSiteAddress(distDir, config().siteUrl),
  },
  experimental: {
    // The stylesheet comes inside the HTML: the first paint waits for no second request (decision record 021).
    inlineCss: true,
    // forbidden(): an owners' page opened by a member of staff answers 403 in the office's frame (record 043).
    authInterrupts: true,
  },
  // A prerendered page's ETag is computed once by the production server's page cache
  // (src/server/serving/page-cache.ts); a page rendered per request carries a fresh nonce, so hashing its bytes
  // on every request would never match.
  generateEtags: false,
  // Every client gets a page's metadata in its <head>, as the HTML standard wants it: a page rendered per request
  // (a newsletter issue, the office) would otherwise stream its <title> and <meta> into the <body> when its data
  // comes after the first bytes, which only the default list of "HTML-limited" bots is spared.
  htmlLimitedBots: /.*/,
  async headers() {
    return [{ source: "/:path*", headers: [...securityHeaders] }];
  },
};

export default nextConfig;
