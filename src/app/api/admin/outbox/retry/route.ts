import { sql } from "drizzle-orm";
import { database, rows } from "@/server/db/client";
import { wakeOutbox } from "@/server/runtime";
import { refuseUnlessAdmin } from "@/server/security/admin";

/** POST /api/admin/outbox/retry: puts every dead mail back in the queue, for after a mail outage is fixed. */
export async function POST(request: Request) {
  const refusal = refuseUnlessAdmin(request);
  if (refusal) return refusal;
  const db = await database();
  const requeued = await rows<{ id: string }>(
    db.db,
    sql`UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), created_at = now()
        WHERE status = 'dead' RETURNING id`,
  );
  wakeOutbox();
  return Response.json({ requeued: requeued.length }, { headers: { "cache-control": "no-store" } });
}
