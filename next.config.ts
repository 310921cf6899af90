import type { NextConfig } from "next";

/** Baseline headers for every response; each page's Content-Security-Policy comes from src/proxy.ts. */
const securityHeaders = [
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

const nextConfig: NextConfig = {
  // End-to-end tests build into their own folder, so they never replace the build `npm start` serves.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Loaded by Node from node_modules, not bundled: PGlite reads its WebAssembly and data files from its own
  // folder, and the rate limiter imports drizzle-orm at run time.
  serverExternalPackages: ["@electric-sql/pglite", "drizzle-orm", "rate-limiter-flexible", "nodemailer"],
  reactStrictMode: true,
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
