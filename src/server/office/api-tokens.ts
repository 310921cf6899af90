import "server-only";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { officePolicy } from "@/content/policy";
import type { Db } from "../db/client";
import { apiTokens, staff } from "../db/schema";
import { hashToken, newToken, plausibleToken } from "../security/tokens";
import { audit } from "./audit";
import type { Owner } from "./guard";
import { actorOf } from "./sessions";

/**
 * Per-person API tokens (decision record 048): an owner names one in the office and sees it once; the database
 * keeps its hash. A script that shows it may use `/api/admin/*` as that owner, until it is revoked or the person is
 * no longer an owner. Every use writes its time, which the office lists.
 */

/** What an owner may call a token: a line of text, like a person's name. */
export const tokenName = z
  .string()
  .trim()
  .min(1)
  .max(officePolicy.nameMaxLength)
  .regex(/^\P{Cc}*$/u);

/** A token's id as a form sends it. */
export const tokenId = z.uuid();

/** Makes a token for `owner`, recorded in the audit log; returns its id and the token itself, to be shown once. */
export async function createApiToken(db: Db, owner: Owner, name: string) {
  const { token, hash } = newToken();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({ staffId: owner.staffId, name, tokenHash: hash })
      .returning({ id: apiTokens.id });
    await audit(tx, actorOf(owner), "token.create", row!.id, { name });
    return { id: row!.id, token };
  });
}

/**
 * Whether `token` is the one `owner` just made as `id`, not shown before: it is then marked as shown, so the page
 * shows it this once and never again.
 */
export async function revealApiToken(db: Db, owner: Owner, id: string, token: string): Promise<boolean> {
  if (!tokenId.safeParse(id).success || !plausibleToken(token)) return false;
  const shown = await db
    .update(apiTokens)
    .set({ shownAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.staffId, owner.staffId),
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.shownAt),
        isNull(apiTokens.revokedAt),
      ),
    )
    .returning({ id: apiTokens.id });
  return shown.length > 0;
}

/** Every token, the live ones first, newest first: whose it is, when it was made, last used and revoked. */
export function listApiTokens(db: Db) {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      holder: sql<string>`coalesce(${staff.name}, ${staff.email})`,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
      revokedAt: apiTokens.revokedAt,
      revokedBy: apiTokens.revokedBy,
    })
    .from(apiTokens)
    .innerJoin(staff, eq(staff.id, apiTokens.staffId))
    .orderBy(sql`${apiTokens.revokedAt} IS NOT NULL`, desc(apiTokens.createdAt));
}

/** Revokes a live token (any owner may revoke any token), with an audit line; false when there was none. */
export async function revokeApiToken(db: Db, owner: Owner, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(apiTokens)
      .set({ revokedAt: sql`now()`, revokedBy: owner.name ?? owner.email })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning({ name: apiTokens.name });
    if (revoked.length > 0) await audit(tx, actorOf(owner), "token.revoke", id, { name: revoked[0]!.name });
    return revoked.length > 0;
  });
}

/** Who a script is, by the token it showed: a live token of a person who is still an owner, or null. */
export async function tokenHolder(db: Db, token: string) {
  if (!plausibleToken(token)) return null;
  const [holder] = await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .from(staff)
    .where(
      and(
        eq(apiTokens.tokenHash, hashToken(token)),
        isNull(apiTokens.revokedAt),
        eq(staff.id, apiTokens.staffId),
        eq(staff.role, "owner"),
      ),
    )
    .returning({ staffId: staff.id, email: staff.email, token: apiTokens.name });
  return holder ?? null;
}
