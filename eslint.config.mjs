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

const resizeListener = {
  selector: "CallExpression[callee.property.name='addEventListener'][arguments.0.value='resize']",
  message: widthInCss,
};

/** Signs that are no words: they may stand in JSX as they are. */
const signs = [
  "©",
  "·",
  "—",
  "–",
  "…",
  "→",
  "←",
  "%",
  "+",
  "×",
  "/",
  "|",
  ":",
  ",",
  ".",
  "(",
  ")",
  "*",
  "#",
  "−",
  // Quotation marks: Dutch writes “ ” as English does.
  "“",
  "”",
];
const wordsElsewhere = "Words come from src/content, per edition (shared/DESIGN.md, principle 8)";
/** A string or template with a letter in it. */
const withLetters = [
  "Literal[value=/\\p{L}/u]",
  "TemplateLiteral[quasis.length>0]:has(TemplateElement[value.raw=/\\p{L}/u])",
];
/** Attributes and properties whose value a person sees or hears. */
const spoken =
  "/^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label|description|heading|summary|message|text|subject)$/";
const wordsInCode = [
  ...withLetters.map((value) => ({
    selector: `JSXAttribute[name.name=${spoken}] > ${value}, JSXAttribute[name.name=${spoken}] > JSXExpressionContainer > ${value}`,
    message: `${wordsElsewhere}: an attribute a person sees or hears takes its words from there.`,
  })),
  ...withLetters.map((value) => ({
    selector: `Property[key.name=${spoken}] > ${value}`,
    message: `${wordsElsewhere}: a title, a label or a message takes its words from there.`,
  })),
  ...withLetters.map((value) => ({
    selector: `CallExpression[callee.object.name='toast'] > ${value}, CallExpression[callee.name='toast'] > ${value}`,
    message: `${wordsElsewhere}: a toast takes its words from there.`,
  })),
];

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
      // The formatter is no content of a page: it writes the facts a section is given in the page's language.
      forbidden: ["app", "server", "content(?!/format$)"],
      why: "sections and UI are fed by props, never content",
    },
    {
      files: ["src/content/**"],
      // Content is data: it imports types and other content (its formatter, content/format, turns facts into words).
      forbidden: ["app", "components", "server", "lib"],
      why: "content imports types and other content, nothing else",
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
      "no-restricted-syntax": ["error", resizeListener],
    },
  },
  // Every word comes from src/content (shared/DESIGN.md, principle 8): a component, a route and a mail template
  // write none themselves. A word in JSX, in an attribute a person sees or hears, in a page's metadata or in a toast
  // fails `npm run lint`; the signs below are no words and may stand as they are.
  {
    files: ["src/components/**/*.tsx", "src/app/**/*.tsx"],
    rules: {
      "react/jsx-no-literals": ["error", { noStrings: true, ignoreProps: true, allowedStrings: signs }],
    },
  },
  {
    files: ["src/components/**", "src/app/**", "src/server/mail/templates/**"],
    ignores: ["src/server/shared-state.ts"],
    rules: { "no-restricted-syntax": ["error", resizeListener, ...wordsInCode] },
  },
  // A mail template writes markup around words it is given: a run of two words in its code (not a tag and its
  // attribute, `<td style=`) is copy out of place.
  {
    files: ["src/server/mail/templates/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        resizeListener,
        ...[
          "Literal[value=/(^|[^<!a-z0-9-])[A-Za-z][a-z]+ [a-z]+(?![=a-z-])/]",
          "TemplateElement[value.raw=/(^|[^<!a-z0-9-])[A-Za-z][a-z]+ [a-z]+(?![=a-z-])/]",
        ].map((selector) => ({
          selector,
          message: `${wordsElsewhere}: a mail's words come from there too.`,
        })),
      ],
    },
  },
  globalIgnores([
    // Every build folder: .next, and the NEXT_DIST_DIR folders of tests, benchmarks and local builds.
    ".next*/**",
    // The TypeScript that Node runs itself, compiled (npm run build:server).
    "dist/**",
    // What npm run release writes.
    "release/**",
    "screenshots/**",
    "out/**",
    "data/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
]);
