import { previewImage } from "@/lib/metadata";
import { allPages } from "@/lib/pages";
import { renderPreview } from "@/app/og/preview-image";

/** Every page's Open Graph image (/og/services/ai-solutions.png ...), drawn once at build time; any other is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

/** The segments of an image's path under /og. */
const segments = (url: string) => url.split("/").slice(2);

/** Every page's image by its URL, made on first use: each of the build's images looks up its own. */
let images: ReadonlyMap<string, ReturnType<typeof previewImage>> | undefined;
const imagesByUrl = () =>
  (images ??= new Map(
    allPages()
      .map((meta) => previewImage(meta))
      .map((image) => [image.url, image]),
  ));

export function generateStaticParams() {
  return [...imagesByUrl().keys()].map((url) => ({ image: segments(url) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const image = imagesByUrl().get(`/og/${(await params).image.join("/")}`);
  if (!image) return new Response("Not found", { status: 404 });
  return renderPreview(image);
}
