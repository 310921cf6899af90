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
    // Integration suites open databases and SMTP servers; a slow machine gets time.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
