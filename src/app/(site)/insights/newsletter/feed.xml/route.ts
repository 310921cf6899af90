import { issuesFeed } from "@/lib/newsletter-issues";
import { siteUrl } from "@/lib/site-url";
import { sentIssues } from "@/server/newsletter/archive";

// Made at each request: a new issue appears as soon as it has been sent.
export const dynamic = "force-dynamic";

export async function GET() {
  const issues = await sentIssues().catch(() => null);
  if (!issues)
    return new Response("The archive cannot be read just now.", {
      status: 503,
      headers: { "retry-after": "60" },
    });
  return new Response(issuesFeed(siteUrl(), issues), {
    headers: { "content-type": "application/rss+xml; charset=utf-8", "cache-control": "no-cache" },
  });
}
