import { database } from "@/server/db/client";
import { checkHealth } from "@/server/health";
import { json } from "@/server/http";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 with the outbox's backlog while the database takes writes; 503 when it does not. */
export async function GET() {
  const health = await checkHealth(database);
  return json(health.ok ? 200 : 503, health.body);
}
