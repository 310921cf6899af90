import "server-only";
import { count, inArray, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { mailOutbox, settings, type OutboxStatus } from "./db/schema";
import { describeError, log } from "./log";

export type Health =
  | { ok: true; body: { status: "ok"; outbox: { pending: number; dead: number } } }
  | { ok: false; body: { status: "unavailable" } };

/**
 * The statuses health counts. Sent mail, nearly every row of the outbox, is not among them: the count reads
 * these statuses' entries of the outbox's (status, next_attempt_at) index, however many mails were ever sent.
 */
const BACKLOG: OutboxStatus[] = ["pending", "sending", "dead"];

/** The outbox's rows by status, those of BACKLOG only. */
export function backlogQuery(database: Database) {
  return database.db
    .select({ status: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, BACKLOG))
    .groupBy(mailOutbox.status);
}

/**
 * Whether the site can take a lead now: the database must accept a write (a full disk or a read-only database
 * answers reads but loses every post), then the outbox's backlog. Only what an operator's monitor needs is shown;
 * the cause of a failure goes to the log.
 */
export async function checkHealth(open: () => Promise<Database>): Promise<Health> {
  try {
    const database = await open();
    await database.db
      .insert(settings)
      .values({ key: "health_check", value: new Date().toISOString() })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
    const byStatus = await backlogQuery(database);
    const total = (...statuses: OutboxStatus[]) =>
      byStatus.reduce((sum, row) => (statuses.includes(row.status) ? sum + row.count : sum), 0);
    return {
      ok: true,
      body: { status: "ok", outbox: { pending: total("pending", "sending"), dead: total("dead") } },
    };
  } catch (error) {
    log.error({ reason: describeError(error) }, "health check failed: the database cannot take a write");
    return { ok: false, body: { status: "unavailable" } };
  }
}
