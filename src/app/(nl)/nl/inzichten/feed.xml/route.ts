import { insightsFeed } from "@/lib/feed";
import { siteUrl } from "@/lib/site-url";

// Written once at build time, like the pages it lists.
export const dynamic = "force-static";

export function GET() {
  return new Response(insightsFeed(siteUrl(), "nl"), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
}
