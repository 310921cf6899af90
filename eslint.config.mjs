import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // One way to link between pages: components/ui/link.tsx (prefetch on intent, decision record 021).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "next/link", message: "Use Link from @/components/ui/link." }] },
      ],
    },
  },
  globalIgnores([
    // Every build folder: .next, and the NEXT_DIST_DIR folders of tests, benchmarks and local builds.
    ".next*/**",
    "screenshots/**",
    "out/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
