import { sql } from "drizzle-orm";
import { database, rows } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 while the database answers, with the outbox's backlog; 503 when it does not. */
export async function GET() {
  const headers = { "cache-control": "no-store" };
  try {
    const db = await database();
    const [counts] = await rows<{ pending: number; dead: number }>(
      db.db,
      sql`SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
                 count(*) FILTER (WHERE status = 'dead')::int AS dead
          FROM mail_outbox`,
    );
    return Response.json(
      { status: "ok", database: { kind: db.kind, reachable: true }, outbox: counts },
      { headers },
    );
  } catch {
    return Response.json({ status: "unavailable", database: { reachable: false } }, { status: 503, headers });
  }
}
