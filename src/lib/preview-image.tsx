/**
 * Draws a page's Open Graph image with next/og at build time. Everything it needs is read from this project:
 * the fonts from the static @fontsource packages (Satori reads WOFF, not the WOFF2 the site serves), the colours
 * from the design tokens of globals.css, the mark from the site's icon. Nothing is fetched.
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { ImageResponse } from "next/og";
import { brand } from "@/content/site";
import { PreviewCard, type PreviewColors } from "@/components/og/preview-card";
import { previewImageSize, type previewImage } from "./metadata";

const read = (file: string) => readFileSync(path.join(process.cwd(), file));

/** A design token's colour from globals.css, so the card changes when the site's palette does. */
function token(name: string, css: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{3,8})\\s*;`, "i").exec(css)?.[1];
  if (!value) throw new Error(`src/app/globals.css defines no --color-${name}`);
  return value;
}

const css = read("src/app/globals.css").toString("utf8");
const colors: PreviewColors = {
  ink: token("ink-950", css),
  gold: token("accent-400", css),
  text: token("paper", css),
  muted: token("ink-600", css),
};
const mark = `data:image/svg+xml;base64,${read("src/app/icon.svg").toString("base64")}`;
/** The Latin subset, weight 600, of a static @fontsource package, with the characters it draws (its CSS says). */
function font(name: string, pkg: string) {
  const block = new RegExp(`/\\* ${pkg}-latin-600-normal \\*/[^}]*unicode-range:([^;]+);`).exec(
    read(`node_modules/@fontsource/${pkg}/600.css`).toString("utf8"),
  );
  if (!block) throw new Error(`@fontsource/${pkg} has no latin-600-normal face`);
  const ranges = block[1]!.split(",").map((range) => {
    const [from, to = from] = range.trim().slice(2).split("-");
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return {
    face: {
      name,
      data: Uint8Array.from(read(`node_modules/@fontsource/${pkg}/files/${pkg}-latin-600-normal.woff`))
        .buffer,
      weight: 600 as const,
      style: "normal" as const,
    },
    draws: (text: string) =>
      [...text].every((char) =>
        ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to),
      ),
  };
}
const fonts = [font("Fraunces", "fraunces"), font("Inter", "inter")];

/**
 * The PNG of one page's preview, as the response of its image route. A character outside the fonts' Latin
 * subset stops the build here: Satori would otherwise fetch a font for it from the web.
 */
export function renderPreview(image: ReturnType<typeof previewImage>): ImageResponse {
  for (const text of [image.title, image.eyebrow ?? "", brand.name]) {
    if (!fonts.every((candidate) => candidate.draws(text)))
      throw new Error(
        `The Open Graph image of "${image.url}" has a character its fonts do not draw: ${text}`,
      );
  }
  return new ImageResponse(
    <PreviewCard
      title={image.title}
      eyebrow={image.eyebrow}
      brandName={brand.name}
      mark={mark}
      colors={colors}
    />,
    { ...previewImageSize, fonts: fonts.map((entry) => entry.face) },
  );
}
