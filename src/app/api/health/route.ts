import { json } from "@/server/http";
import { siteHealth } from "@/server/health";

export const dynamic = "force-dynamic";

/**
 * GET /api/health: 200 with the outbox's backlog while the data folder's disk has room and the database takes
 * writes; 503 when it does not. Checked at most once a second however often it is asked (server/health.ts).
 */
export async function GET() {
  const health = await siteHealth();
  return json(health.ok ? 200 : 503, health.body);
}
