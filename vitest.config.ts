import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Next.js resolves "server-only" to nothing on the server; so do the tests, which run server code.
      "server-only": fileURLToPath(new URL("./scripts/server-only.ts", import.meta.url)),
    },
  },
  test: {
    // The database thread runs compiled code (dist/, decision record 034): compiled once before the tests.
    globalSetup: ["tests/support/build-server.ts"],
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    // The privacy key of the code under test (security/keys.ts), so that no test writes one into ./data.
    env: { PRIVACY_KEY: "vitest-privacy-key-0123456789abcdef0123456789" },
    // Integration suites open databases and SMTP servers; a slow machine gets time (an embedded database took
    // over 30 s to open beside the build and the browser tests on a loaded 2-core machine, 2026-11-26).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
