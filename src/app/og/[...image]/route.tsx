import { previewImage } from "@/lib/metadata";
import { allPages } from "@/lib/pages";
import { renderPreview } from "@/lib/preview-image";

/** Every page's Open Graph image (/og/services/ai-solutions.png ...), drawn once at build time; any other is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

/** The segments of an image's path under /og. */
const segments = (url: string) => url.split("/").slice(2);

export function generateStaticParams() {
  return allPages().map((meta) => ({ image: segments(previewImage(meta).url) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string[] }> }) {
  const url = `/og/${(await params).image.join("/")}`;
  const meta = allPages().find((candidate) => previewImage(candidate).url === url);
  if (!meta) return new Response("Not found", { status: 404 });
  return renderPreview(previewImage(meta));
}
