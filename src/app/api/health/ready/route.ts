import { json } from "@/server/http";
import { siteHealth } from "@/server/health";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/ready: 200 while this server can take a post (the database takes writes and the data folder's
 * disk has room), 503 when it cannot: a load balancer sends visitors elsewhere meanwhile (a readiness check).
 * The same check as /api/health, paced the same way, without the outbox's figures.
 */
export async function GET() {
  const health = await siteHealth();
  return json(health.ok ? 200 : 503, { status: health.ok ? "ready" : "unavailable" });
}
