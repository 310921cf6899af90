import { json } from "@/server/http";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/live: 200 while the process answers, whatever its database or disk: a supervisor restarts the
 * server only when this fails (a liveness check), never because the database is away.
 */
export function GET() {
  return json(200, { status: "live" });
}
