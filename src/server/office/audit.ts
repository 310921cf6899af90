import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";

/** Who did it: a member of staff, or the command line on the server (`npm run staff`). */
export type Actor = { id: string; email: string } | { id: null; email: "command line" };

export const commandLine: Actor = { id: null, email: "command line" };

export type AuditDetail = Record<string, string | number | boolean | null>;

/** Adds one line to the audit log; called in the transaction of the action it records, where there is one. */
export async function audit(
  db: Db,
  actor: Actor,
  action: string,
  target: string | null = null,
  detail: AuditDetail = {},
): Promise<void> {
  await db.insert(auditLog).values({ staffId: actor.id, actor: actor.email, action, target, detail });
}

export interface AuditEntry {
  id: number;
  at: Date;
  actor: string;
  action: string;
  target: string | null;
  detail: AuditDetail;
}

/**
 * The newest entries first, `limit` at a time; `before` is the id the previous page ended at. With `target`, only
 * the entries about that one thing.
 */
export async function auditEntries(
  db: Db,
  { limit, before, target }: { limit: number; before?: number; target?: string },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(
      and(
        before === undefined ? undefined : lt(auditLog.id, before),
        target === undefined ? undefined : eq(auditLog.target, target),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit) as Promise<AuditEntry[]>;
}
