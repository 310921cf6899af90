import { portraitFiles, portraitSvg } from "@/lib/portraits";

/** Every person's portrait (/art/people/marieke-van-dijk.svg ...), drawn once at build time; any other is a 404. */
export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return [...portraitFiles().keys()].map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = portraitFiles().get((await params).file);
  if (!name) return new Response("Not found", { status: 404 });
  return new Response(portraitSvg(name), { headers: { "content-type": "image/svg+xml" } });
}
