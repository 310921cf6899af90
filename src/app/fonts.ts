import localFont from "next/font/local";

/*
 * Self-hosted fonts, cut down by scripts/subset-fonts.mjs from the @fontsource-variable Latin files to the
 * characters and weights the site uses (decision 020). Nothing is fetched at build or run time.
 *
 * Preloaded: Inter (the header and the first view's text) and Fraunces at 600 (every heading, the hero's
 * included). Fraunces at 400-500, used by quotes and statements on a few pages, is a second file under the same
 * family name, fetched only by the pages that use it.
 */
export const inter = localFont({
  src: "./fonts/inter.woff2",
  variable: "--font-inter",
  weight: "400 600",
  display: "swap",
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
export const frauncesRegular = localFont({
  src: "./fonts/fraunces-400-500.woff2",
  weight: "400 500",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: "font-family", value: "fraunces" }],
});
