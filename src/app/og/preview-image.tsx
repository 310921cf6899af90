/**
 * Draws a page's Open Graph image with next/og at build time. Everything it needs is read from this project:
 * the fonts from the static @fontsource packages (Satori reads WOFF, not the WOFF2 the site serves), the colours
 * from the design tokens of globals.css (lib/design-tokens.ts), the mark from the site's icon. Nothing is fetched.
 */
import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { iconDataUrl } from "@/lib/site-icon";
import { tokenColour } from "@/lib/design-tokens";
import { ImageResponse } from "next/og";
import { brand } from "@/content/site";
import { PreviewCard, type PreviewColors } from "@/components/og/preview-card";
import { previewImageSize, type previewImage } from "@/lib/metadata";

// Every path is written out whole, so the build traces these files only and not the whole project.
const root = process.cwd();

/**
 * The Latin subset, weight 600, of a static @fontsource package, and the characters it draws (the
 * `unicode-range` of the package's own CSS for that face).
 */
function font(name: string, files: { css: string; woff: string }) {
  const block = /\/\* [a-z-]+-latin-600-normal \*\/[^}]*unicode-range:([^;]+);/.exec(
    readFileSync(files.css, "utf8"),
  );
  if (!block) throw new Error(`${files.css} has no latin-600-normal face`);
  const ranges = block[1]!.split(",").map((range) => {
    const [from, to = from] = range.trim().slice(2).split("-");
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  const drawn = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
  return {
    face: {
      name,
      data: Uint8Array.from(readFileSync(files.woff)).buffer,
      weight: 600,
      style: "normal",
    } as const,
    draws: (text: string) => [...text].every((char) => drawn(char.codePointAt(0)!)),
  };
}

/** The colours, mark and fonts of every card, read from disk on the first card drawn, not on import. */
let assets: { colors: PreviewColors; mark: string; fonts: readonly ReturnType<typeof font>[] } | undefined;

function loadAssets() {
  return {
    colors: {
      ink: tokenColour("ink-950"),
      gold: tokenColour("accent-400"),
      text: tokenColour("paper"),
      muted: tokenColour("ink-600"),
    },
    mark: iconDataUrl(),
    fonts: [
      font("Fraunces", {
        css: path.join(root, "node_modules/@fontsource/fraunces/600.css"),
        woff: path.join(root, "node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff"),
      }),
      font("Inter", {
        css: path.join(root, "node_modules/@fontsource/inter/600.css"),
        woff: path.join(root, "node_modules/@fontsource/inter/files/inter-latin-600-normal.woff"),
      }),
    ],
  };
}

/**
 * The PNG of one page's preview, as the response of its image route. A character outside the fonts' Latin
 * subset stops the build here: Satori would otherwise fetch a font for it from the web.
 */
export function renderPreview(image: ReturnType<typeof previewImage>): ImageResponse {
  assets ??= loadAssets();
  const { colors, mark, fonts } = assets;
  for (const text of [image.title, image.eyebrow ?? "", brand.name]) {
    if (!fonts.every((entry) => entry.draws(text)))
      throw new Error(
        `The Open Graph image of "${image.url}" has a character its fonts do not draw: ${text}`,
      );
  }
  return new ImageResponse(
    <PreviewCard
      title={image.title}
      eyebrow={image.eyebrow}
      cover={image.cover}
      brandName={brand.name}
      mark={mark}
      colors={colors}
    />,
    { ...previewImageSize, fonts: fonts.map((entry) => entry.face) },
  );
}
