import { coverFile } from "@/components/art/covers";
import { coverFiles } from "@/lib/covers";
import { tokenColour } from "@/lib/design-tokens";
import { svgMarkup } from "@/lib/svg-markup";

/** Every insight's cover (/art/covers/pricing-your-first-product.svg ...), drawn once at build; any other is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [...coverFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const cover = coverFiles().get((await params).file);
  if (!cover) return new Response("Not found", { status: 404 });
  // The site's paint in the tokens' colours: white lines, the gold of its strokes, the ink ground.
  const colours = {
    ink: tokenColour("ink-950"),
    gold: tokenColour("accent-300"),
    muted: tokenColour("ink-600"),
  };
  const svg = svgMarkup(coverFile(cover, { ...colours, text: tokenColour("surface") }));
  return new Response(svg, { headers: { "content-type": "image/svg+xml" } });
}
