import "server-only";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import { searchHash } from "../security/keys";

/**
 * Who did it: a member of staff, the command line on the server (`npm run staff`, `npm run restore`), or the site
 * itself (a server putting an erasure right again, privacy/erasures.ts).
 */
export type Actor = { id: string; email: string } | CommandLine | TheSite;

/** The site itself, acting on its own. */
export type TheSite = { id: null; email: "the site" };

export const theSite: TheSite = { id: null, email: "the site" };

/** The command line on the server (`npm run staff`): its user holds the data folder, so it may manage the staff. */
export type CommandLine = { id: null; email: "command line" };

export const commandLine: CommandLine = { id: null, email: "command line" };

export type AuditDetail = Record<string, string | number | boolean | null>;

/** What an erasure leaves of a search that was the person's address (privacy/requests.ts). */
export const ERASED_SEARCH = "erased";

/**
 * The audit detail of an inbox export: the filter as chosen, its search words as their keyed hash (`search`),
 * and how many messages went out.
 */
export function leadExportDetail(filter: object, rows: number): AuditDetail {
  const { q, ...chosen } = filter as Record<string, unknown>;
  const detail: AuditDetail = {};
  for (const [name, value] of Object.entries(chosen)) if (typeof value === "string") detail[name] = value;
  if (typeof q === "string") detail.search = searchHash(q);
  return { ...detail, rows };
}

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
