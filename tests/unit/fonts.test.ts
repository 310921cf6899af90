/**
 * The subset fonts of src/app/fonts/ (written by scripts/subset-fonts.ts) against the site: every character the
 * content and the code's copy can show has a glyph in the face's preloaded file (the `rest` files hold only what
 * no page draws today, and src/app/fonts.ts gives each the unicode-range of its characters), every weight the CSS
 * asks for is inside the weights its family keeps, and the committed files are byte for byte what the script
 * writes today.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { ARTICLES_DIR, loadFolder } from "@/content/insights/library";
import { PUBLICATIONS_DIR } from "@/content/insights/library/publications";
import { buildSubsets, FONTS, isDrawn, rangeOf, siteCharacters, UNDRAWN } from "../../scripts/subset-fonts";

const RERUN = "run `npm run fonts` and commit src/app/fonts/";

const openFont = (file: string) => fontkit.create(readFileSync(file)) as fontkit.Font;

/** The text of the articles and publications as the pages show it: Markdown's typographer curls the quotes. */
function renderedArticleText(): string {
  const articles = [...loadFolder(ARTICLES_DIR), ...loadFolder(PUBLICATIONS_DIR)];
  return articles
    .map((article) => article.html.replace(/<[^>]*>/g, " "))
    .join(" ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** Tailwind's weight utilities and the numbers they stand for. */
const WEIGHT_CLASSES: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  normal: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

function cssWeights(dir = path.join(process.cwd(), "src")): number[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssWeights(file);
    if (!/\.(tsx?|css)$/.test(entry.name)) return [];
    const source = readFileSync(file, "utf8");
    return [
      ...source.matchAll(/\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g),
    ].map((match) => WEIGHT_CLASSES[match[1]!]!);
  });
}

/** The weights a file draws: its `wght` axis range, or the one weight a static instance was pinned to. */
function weightsOf(font: fontkit.Font): { min: number; max: number } {
  const axis = font.variationAxes.wght;
  return axis
    ? { min: axis.min, max: axis.max }
    : { min: font["OS/2"].usWeightClass, max: font["OS/2"].usWeightClass };
}

describe("subset fonts", () => {
  it("draw every character the site shows", () => {
    const shown = [...new Set([...siteCharacters(), ...renderedArticleText()])].filter(isDrawn);
    // The scan must see the content; a broken one would find nothing to check.
    expect(shown).toEqual(expect.arrayContaining(["a", "Z", "€", "é", "“", "’", "—"]));
    const drawn = (out: string, char: string) => openFont(out).hasGlyphForCodePoint(char.codePointAt(0)!);
    for (const { out, chars } of FONTS.filter((font) => font.chars !== "rest")) {
      // A page draws with the preloaded file alone: nothing it shows sends the browser for the rest file.
      const missing = shown.filter((char) => !UNDRAWN.includes(char) && !drawn(out, char));
      expect(missing, `${out} (${chars}) has no glyph for ${missing.join(" ")}: ${RERUN}`).toEqual([]);
    }
    for (const { out } of FONTS.filter((font) => font.chars === "first")) {
      const rest = out.replace(".woff2", "-rest.woff2");
      const missing = shown.filter((char) => !drawn(out, char) && !drawn(rest, char));
      expect(missing, `neither ${out} nor ${rest} has a glyph for ${missing.join(" ")}: ${RERUN}`).toEqual(
        [],
      );
    }
  });

  it("give each rest file the unicode-range of its characters in src/app/fonts.ts", () => {
    const declared = Object.fromEntries(
      readFileSync("src/app/fonts.ts", "utf8")
        .split("localFont(")
        .flatMap((call) => {
          const file = /src: "\.\/fonts\/([^"]+)"/.exec(call)?.[1];
          const range = /"unicode-range",\s*value:\s*"([^"]+)"/.exec(call)?.[1];
          return file ? [[`src/app/fonts/${file}`, range]] : [];
        }),
    );
    const rests = FONTS.filter((font) => font.chars === "rest");
    expect(rests.length).toBe(2);
    for (const { out, chars } of FONTS) {
      const expected = chars === "rest" ? rangeOf(readFileSync(out)) : undefined;
      expect(declared[out], `the unicode-range of ${out} in src/app/fonts.ts: ${RERUN}`).toBe(expected);
    }
  });

  it("keep the weights the script asks for, and every weight the CSS uses", () => {
    const used = [400, ...cssWeights()];
    for (const family of new Set(FONTS.map((font) => font.from))) {
      const files = FONTS.filter((font) => font.from === family);
      const kept = files.map((font) => {
        const weights = weightsOf(openFont(font.out));
        const wanted = typeof font.wght === "number" ? { min: font.wght, max: font.wght } : font.wght;
        expect(weights, `${font.out} keeps other weights than the script asks for: ${RERUN}`).toEqual(wanted);
        return weights;
      });
      const outside = used.filter((weight) => !kept.some(({ min, max }) => min <= weight && weight <= max));
      const advice = `widen FONTS in the script for ${family}, then ${RERUN}`;
      expect(outside, `the CSS uses weights its files do not keep: ${advice}`).toEqual([]);
    }
  });

  it("are what the script writes", async () => {
    const subsets = await buildSubsets();
    FONTS.forEach(({ out }, index) => {
      expect(Buffer.compare(readFileSync(out), subsets[index]!), `${out} is out of date: ${RERUN}`).toBe(0);
    });
  });
});
