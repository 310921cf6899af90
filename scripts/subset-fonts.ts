// Writes the site's fonts, cut down to what the site uses, into src/app/fonts/ (the output is committed; decision
// 020): only the characters the site can show, and only the weights its CSS uses (the variable `wght` axis
// limited to a range, or pinned to one weight). Re-run it when the content gains a character outside the set
// below or the CSS a weight outside FONTS: tests/unit/fonts.test.ts fails and says so.
// Usage: npm run fonts (compiled with the server into dist/, decision record 034)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import type { Font } from "fontkit";
import subsetFont from "subset-font";
import ts from "typescript";

/** The project: npm runs its scripts there, and the tests run there. */
const root = process.cwd();

export interface SubsetFont {
  /** The file written, from the repository's root. */
  out: string;
  /** The @fontsource-variable file it is cut from. */
  from: string;
  /** The part of the `wght` axis kept: a range, or one weight (a static font). */
  wght: number | { min: number; max: number };
  /** The OpenType features kept; all of them when undefined. */
  features: string[] | undefined;
  /** Its characters: those the pages draw (preloaded), the rest of the face's (unicode-range), or all. */
  chars: "first" | "rest" | "all";
}

/**
 * Each output file: its source (the Latin file of an @fontsource-variable package), the part of the `wght` axis it
 * keeps (a number pins one weight and leaves a static font), the OpenType features it keeps, and its characters.
 * The CSS uses Inter at 400, 500 and 600, and Fraunces at 600 (every heading) and at 400 and 500 (quotes and
 * statements on a few pages), so Fraunces is cut in two: the headings' weight alone, and the rest only where a
 * page asks for it. Inter keeps kerning, tabular figures and accents; it drops contextual forms (3.2 KB), fractions
 * and proportional figures. Fraunces has only kerning, ligatures and `rvrn`.
 *
 * The two preloaded files hold the characters the pages draw (`first`), so that each arrives within one round trip
 * of a fresh connection (under 14.6 KB with its headers); the rest of what the fonts keep for new content and for
 * what visitors type is in a `rest` file of the same face, which the browser fetches only for a page or a field
 * that draws one of those characters (unicode-range in src/app/fonts.ts; record 026).
 */
const inter = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
const fraunces = "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2";
const interFace = {
  from: inter,
  wght: { min: 400, max: 600 },
  features: ["ccmp", "kern", "mark", "mkmk", "tnum"],
};
const headingFace = { from: fraunces, wght: 600, features: undefined };
export const FONTS: SubsetFont[] = [
  { out: "src/app/fonts/inter.woff2", ...interFace, chars: "first" },
  { out: "src/app/fonts/inter-rest.woff2", ...interFace, chars: "rest" },
  { out: "src/app/fonts/fraunces-600.woff2", ...headingFace, chars: "first" },
  { out: "src/app/fonts/fraunces-600-rest.woff2", ...headingFace, chars: "rest" },
  {
    out: "src/app/fonts/fraunces-400-500.woff2",
    from: fraunces,
    wght: { min: 400, max: 500 },
    features: undefined,
    chars: "all",
  },
];

/**
 * Characters kept whether or not the content uses them today: printable ASCII, the accented letters of Latin-1
 * (the é of "José"; × and ÷ come with them), the no-break space, a few common signs, and the typographic marks
 * that copy and Markdown's typographer produce (curly quotes, dashes, ellipsis, ™). Latin-1's other signs
 * (fractions, superscripts, ¶ ...) cost 3-5 KB a font and are kept only when the content uses them.
 */
const BASE =
  range(0x20, 0x7e) +
  "\u00a0" +
  range(0xc0, 0xff) +
  "£©®°·«»\u0152\u0153" +
  "\u2009\u200a\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2022\u2026\u202f\u2032\u2033" +
  "\u2039\u203a\u20ac\u2122\u2212";

/**
 * Signs of ASCII that the code's strings hold (class names such as `max-w-[68ch]`, patterns, attributes) and the
 * pages do not draw. A visitor who types one gets it from the rest file. (`_` stays: addresses hold it.)
 */
export const UNDRAWN = "\\^`{|}~[]=";
/** What Markdown's typographer writes into the articles, though their sources hold straight quotes. */
const TYPOGRAPHER = "\u2018\u2019\u201c\u201d\u2013\u2014\u2026";

function range(first: number, last: number): string {
  let text = "";
  for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/**
 * Files whose text can reach a page: the content (TypeScript in src/, the Markdown of content/) and the code that
 * writes copy.
 */
function sourceFiles(dir?: string): string[] {
  if (!dir) return ["src", "content"].flatMap((folder) => sourceFiles(path.join(root, folder)));
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|md)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [file] : [];
  });
}

/** The text a source file can put on a page: a Markdown file whole, of code only its strings and JSX text. */
function textOf(file: string): string {
  const source = readFileSync(file, "utf8");
  if (file.endsWith(".md")) return source;
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const parts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node))
      parts.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return parts.join("\n");
}

/** A character a font must draw: letters, digits, punctuation, symbols and spaces (not controls or marks). */
export const isDrawn = (char: string): boolean => /[\p{L}\p{N}\p{P}\p{S}\p{Zs}]/u.test(char);

/** Every drawn character of the site's sources, sorted. */
export function siteCharacters(): string[] {
  const chars = new Set(sourceFiles().flatMap((file) => [...textOf(file)]));
  return [...chars].filter(isDrawn).sort();
}

/**
 * The characters of each part: `first`, what the pages draw (the sources' characters, the typographer's marks and
 * the no-break space, without UNDRAWN); `rest`, everything else the fonts keep; `all`, both. `site` is the
 * sources' characters, read once for all of them.
 */
export function characterSets(): Record<SubsetFont["chars"] | "site", string[]> {
  const site = siteCharacters();
  const all = [...new Set([...BASE, ...site])].sort();
  // Eyebrows and badges are set in capitals (text-transform), so a letter's capital is drawn too: the É of a
  // Dutch "één" in an eyebrow.
  const capitals = site.map((char) => char.toUpperCase()).filter((char) => [...char].length === 1);
  const drawn = new Set([...site, ...capitals, ...TYPOGRAPHER, "\u00a0"]);
  const first = all.filter((char) => drawn.has(char) && !UNDRAWN.includes(char));
  return { site, all, first, rest: all.filter((char) => !first.includes(char)) };
}

/** A set of characters as a CSS unicode-range value: code points and runs of them, in hex. */
export function unicodeRange(chars: string[]): string {
  const points = chars.map((char) => char.codePointAt(0) ?? 0).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(", ");
}

/** The characters a font file draws, as a unicode-range (U+FFFF, which its cmap maps for harfbuzz, is none). */
export const rangeOf = (bytes: Uint8Array): string =>
  unicodeRange(
    openFont(bytes)
      .characterSet.filter((point) => point !== 0xffff)
      .map((point) => String.fromCodePoint(point)),
  );

/** A font file (one font, not a collection). */
function openFont(bytes: Uint8Array): Font {
  return fontkit.create(Buffer.from(bytes)) as Font;
}

/** The subset fonts as bytes, in the order of FONTS. */
export async function buildSubsets(sets = characterSets()): Promise<Buffer[]> {
  return Promise.all(
    FONTS.map((font) =>
      subsetFont(readFileSync(path.join(root, font.from)), sets[font.chars].join(""), {
        targetFormat: "woff2",
        variationAxes: { wght: font.wght },
        keepFeatures: font.features,
      }),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sets = characterSets();
  const subsets = await buildSubsets(sets);
  let missing = false;
  FONTS.forEach((font, index) => {
    const subset = subsets[index]!;
    writeFileSync(path.join(root, font.out), subset);
    const before = readFileSync(path.join(root, font.from)).length;
    console.log(`${font.out}: ${subset.length} bytes (from ${before} bytes)`);
    const drawn = openFont(subset);
    const absent = sets.site
      .filter((char) => sets[font.chars].includes(char))
      .filter((char) => !drawn.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
    if (absent.length > 0) {
      console.error(
        `  ${font.from} has no glyph for ${absent.join(" ")}: the site shows them in another font`,
      );
      missing = true;
    }
  });
  FONTS.forEach((font, index) => {
    if (font.chars === "rest")
      console.log(`unicode-range of ${font.out} in src/app/fonts.ts: ${rangeOf(subsets[index]!)}`);
  });
  if (missing) process.exitCode = 1;
}
