import { count } from "drizzle-orm";
import { database } from "@/server/db/client";
import { mailOutbox, type OutboxStatus } from "@/server/db/schema";
import { json } from "@/server/http";

export const dynamic = "force-dynamic";

/** GET /api/health: 200 while the database answers, with the outbox's backlog; 503 when it does not. */
export async function GET() {
  try {
    const db = await database();
    const byStatus = await db.db
      .select({ status: mailOutbox.status, count: count() })
      .from(mailOutbox)
      .groupBy(mailOutbox.status);
    const total = (...statuses: OutboxStatus[]) =>
      byStatus.reduce((sum, row) => (statuses.includes(row.status) ? sum + row.count : sum), 0);
    const counts = { pending: total("pending", "sending"), dead: total("dead") };
    return json(200, { status: "ok", database: { kind: db.kind, reachable: true }, outbox: counts });
  } catch {
    return json(503, { status: "unavailable", database: { reachable: false } });
  }
}
