import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/** An import of a folder of src/, by alias or by a relative path. */
const importOf = (folder) => `^(@/|(\\.\\.?/)+)${folder}(/|$)`;

const sharedState = {
  name: "globalThis",
  message: "Keep shared state in a named slot of src/server/shared-state.ts.",
};
/** What reads the window's width, as a global and as a property of `window`. */
const widthReaders = ["matchMedia", "innerWidth", "outerWidth", "visualViewport", "onresize"];
const widthInCss =
  "Layout answers to the window's width in CSS alone: a script that reads it would make a page loaded at a " +
  "width differ from the page zoomed to it, which the page sweep takes as the same (decision record 036).";

/** One no-restricted-imports rule per layer: the folders it may not import, and next/link everywhere. */
function layers(rules) {
  return rules.map(({ files, ignores = [], forbidden, why }) => ({
    files,
    ignores: ["src/components/ui/link.tsx", ...ignores],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "next/link", message: "Use Link from @/components/ui/link." }],
          patterns: forbidden.map((folder) => ({ regex: importOf(folder), message: `${why}.` })),
        },
      ],
    },
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The design's layers (shared/DESIGN.md, "Layout"), kept by the linter: an import that runs the wrong way fails
  // `npm run lint`. Each folder's rule also keeps the one way to link between pages (next/link only through
  // components/ui/link.tsx, decision record 021), since a later rule of the same name replaces an earlier one.
  ...layers([
    { files: ["src/**/*.{ts,tsx}"], forbidden: [] },
    {
      files: ["src/types/**"],
      forbidden: ["app", "components", "content", "lib", "server"],
      why: "types import nothing of the app",
    },
    {
      files: ["src/lib/**"],
      forbidden: ["app", "components", "server"],
      why: "lib never imports components, routes or the server",
    },
    {
      files: ["src/server/**"],
      forbidden: ["app", "components"],
      why: "the server never imports components or routes",
    },
    {
      files: ["src/components/**"],
      forbidden: ["app", "server"],
      why: "components never import the server or routes",
    },
    {
      files: ["src/components/sections/**", "src/components/ui/**"],
      forbidden: ["app", "server", "content"],
      why: "sections and UI are fed by props, never content",
    },
    {
      files: ["src/content/**"],
      // The privacy policy (in each language) names the fields each form collects from the forms' own
      // definitions, so the two cannot drift.
      ignores: ["src/content/legal/privacy.ts", "src/content/nl/legal/privacy.ts"],
      // Content is data: it imports types and other content, and turns facts into words with lib/format only.
      forbidden: ["app", "components", "server", "lib(?!/format$)"],
      why: "content imports types, other content and lib/format, nothing else",
    },
    {
      files: ["src/content/legal/privacy.ts", "src/content/nl/legal/privacy.ts"],
      forbidden: ["app", "components", "server", "lib(?!/format$|/forms$)"],
      why: "content imports types, other content and lib/format (the privacy policy also the forms), nothing else",
    },
  ]),
  // The state the production server and the app share lives in one typed object (decision record 035).
  {
    files: ["scripts/**"],
    rules: { "no-restricted-globals": ["error", sharedState] },
  },
  // And no script of the site reads the width of the window: layout answers to it in CSS alone, so a page zoomed
  // to a width is the page loaded at that width, which the page sweep relies on (decision record 036).
  {
    files: ["src/**"],
    ignores: ["src/server/shared-state.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        sharedState,
        ...[...widthReaders, "ResizeObserver"].map((name) => ({ name, message: widthInCss })),
      ],
      "no-restricted-properties": [
        "error",
        ...widthReaders.map((property) => ({
          object: "window",
          property,
          message: widthInCss,
        })),
        { object: "screen", property: "width", message: widthInCss },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='addEventListener'][arguments.0.value='resize']",
          message: widthInCss,
        },
      ],
    },
  },
  globalIgnores([
    // Every build folder: .next, and the NEXT_DIST_DIR folders of tests, benchmarks and local builds.
    ".next*/**",
    // The TypeScript that Node runs itself, compiled (npm run build:server).
    "dist/**",
    "screenshots/**",
    "out/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
