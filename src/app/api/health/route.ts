import { sql } from "drizzle-orm";
import { database, rows } from "@/server/db/client";
import { json } from "@/server/http";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 while the database answers, with the outbox's backlog; 503 when it does not. */
export async function GET() {
  try {
    const db = await database();
    const [counts] = await rows<{ pending: number; dead: number }>(
      db.db,
      sql`SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS pending,
                 count(*) FILTER (WHERE status = 'dead')::int AS dead
          FROM mail_outbox`,
    );
    return json(200, { status: "ok", database: { kind: db.kind, reachable: true }, outbox: counts });
  } catch {
    return json(503, { status: "unavailable", database: { reachable: false } });
  }
}
