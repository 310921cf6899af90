import localFont from "next/font/local";

/*
 * Self-hosted fonts, cut down by scripts/subset-fonts.ts from the @fontsource-variable Latin files to the
 * characters and weights the site uses (decision 020). Nothing is fetched at build or run time.
 *
 * Preloaded: Inter (the header and the first view's text) and Fraunces at 600 (every heading, the hero's
 * included), each with the characters the pages draw, so that each arrives within one round trip (record 026).
 * The rest of each face's characters (accented capitals, guillemets, signs that new content or a visitor's typing
 * may bring) is a second file under the same family name with a unicode-range, declared after the first so that
 * it is the face checked first for its characters, and fetched only by a page or field that draws one. Fraunces
 * at 400-500, used by quotes and statements on a few pages, is a third file, fetched only by the pages that use
 * it. tests/unit/fonts.test.ts checks each unicode-range against its file.
 */
export const inter = localFont({
  src: "./fonts/inter.woff2",
  variable: "--font-inter",
  weight: "400 600",
  display: "swap",
});

/** Joins the family above through its `font-family` declaration; nothing needs to use it by name. */
export const interRest = localFont({
  src: "./fonts/inter-rest.woff2",
  weight: "400 600",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "inter" },
    {
      prop: "unicode-range",
      value:
        "U+3D, U+5B-5E, U+60, U+7B-7E, U+AB, U+AE, U+B0, U+BB, U+C1-C7, U+CC-CE, U+D0-D2, U+D4-D5, U+D7-DB, U+DD-DF, U+E1-E7, U+EC-EE, U+F0-F2, U+F4-F5, U+F7-FB, U+FD-FF, U+152-153, U+2009, U+201A, U+201E, U+2022, U+2032-2033, U+2039-203A, U+2122",
    },
  ],
});

export const fraunces = localFont({
  src: "./fonts/fraunces-600.woff2",
  variable: "--font-fraunces",
  weight: "600",
  display: "swap",
  adjustFontFallback: "Times New Roman",
  declarations: [{ prop: "font-family", value: "fraunces" }],
});

/** Joins the family above through its `font-family` declaration; nothing needs to use it by name. */
export const frauncesRest = localFont({
  src: "./fonts/fraunces-600-rest.woff2",
  weight: "600",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    { prop: "font-family", value: "fraunces" },
    {
      prop: "unicode-range",
      value:
        "U+3D, U+5B-5E, U+60, U+7B-7E, U+AB, U+AE, U+B0, U+BB, U+C1-C7, U+CC-CE, U+D0-D2, U+D4-D5, U+D7-DB, U+DD-DF, U+E1-E7, U+EC-EE, U+F0-F2, U+F4-F5, U+F7-FB, U+FD-FF, U+152-153, U+201A, U+201E, U+2022, U+2032-2033, U+2039-203A, U+2122",
    },
  ],
});

/** Joins the family above through its `font-family` declaration; nothing needs to use it by name. */
export const frauncesRegular = localFont({
  src: "./fonts/fraunces-400-500.woff2",
  weight: "400 500",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "font-family", value: "fraunces" }],
});
