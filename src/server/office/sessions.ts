import "server-only";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { officePolicy } from "@/content/policy";
import type { Db } from "../db/client";
import { staff, staffSessions, type StaffRole } from "../db/schema";
import { hashToken, newToken, plausibleToken } from "../security/tokens";
import { audit, type Actor } from "./audit";
import type { Member } from "./guard";

export type SignInMethod = "link" | "passkey";

/** A signed-in member of staff, as each office request sees them. */
export interface SignedIn {
  sessionId: string;
  staffId: string;
  email: string;
  /** The name the office shows for them, when they have set one. */
  name?: string | null;
  role: StaffRole;
}

export const actorOf = (person: SignedIn): Actor => ({ id: person.staffId, email: person.email });

/** A browser's description of itself, cut to a length worth showing. */
const describe = (userAgent: string | null) => userAgent?.slice(0, 300) || null;

/**
 * Starts a session for a person who has just proved who they are (in the transaction that checked the proof):
 * returns the cookie's token, of which only the hash is stored, and when the session ends at the latest.
 */
export async function startSession(
  tx: Db,
  person: { id: string; email: string },
  method: SignInMethod,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const [row] = await tx
    .insert(staffSessions)
    .values({
      staffId: person.id,
      tokenHash: hash,
      method,
      userAgent: describe(userAgent),
      expiresAt: sql`now() + make_interval(days => ${officePolicy.sessionMaxDays})`,
    })
    .returning({ expiresAt: staffSessions.expiresAt });
  await tx
    .update(staff)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(staff.id, person.id));
  await audit(tx, person, "sign-in", null, { method });
  return { token, expiresAt: row!.expiresAt };
}

/** How long a session's last use is kept unwritten: a page view within this time writes nothing. */
const TOUCH_AFTER_SECONDS = 60;

/**
 * The person a session cookie belongs to, or null when the token is unknown, the session was ended, has not been
 * used for 12 hours or is 7 days old, or the person was removed. A use counts as activity for the idle limit.
 */
export async function sessionFor(db: Db, token: string | undefined): Promise<SignedIn | null> {
  if (!plausibleToken(token)) return null;
  const [found] = await db
    .select({
      sessionId: staffSessions.id,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      stale: sql<boolean>`${staffSessions.lastUsedAt} < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})`,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastUsedAt, sql`now() - make_interval(hours => ${officePolicy.sessionIdleHours})`),
      ),
    );
  if (!found) return null;
  if (found.stale)
    await db
      .update(staffSessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(staffSessions.id, found.sessionId));
  return {
    sessionId: found.sessionId,
    staffId: found.staffId,
    email: found.email,
    name: found.name,
    role: found.role,
  };
}

export interface SessionListing {
  id: string;
  method: string;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  expiresAt: Date;
}

/** A person's live sessions, the most recently used first. */
export function listSessions(db: Db, staffId: string): Promise<SessionListing[]> {
  return db
    .select({
      id: staffSessions.id,
      method: staffSessions.method,
      userAgent: staffSessions.userAgent,
      createdAt: staffSessions.createdAt,
      lastUsedAt: staffSessions.lastUsedAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        gt(staffSessions.expiresAt, sql`now()`),
        gt(staffSessions.lastUsedAt, sql`now() - make_interval(hours => ${officePolicy.sessionIdleHours})`),
      ),
    )
    .orderBy(desc(staffSessions.lastUsedAt));
}

/**
 * Ends sessions of the signed-in person: one of them by id (their own or another browser's), or `all` of them.
 * Returns how many ended. A session of someone else is never touched.
 */
export function endSessions(db: Db, person: Member, which: { id: string } | "all"): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(staffSessions)
      .where(
        and(
          eq(staffSessions.staffId, person.staffId),
          which === "all" ? undefined : eq(staffSessions.id, which.id),
        ),
      )
      .returning({ id: staffSessions.id });
    if (ended.length > 0)
      await audit(
        tx,
        actorOf(person),
        which === "all"
          ? "sign-out.everywhere"
          : ended[0]!.id === person.sessionId
            ? "sign-out"
            : "session.end",
        null,
        { sessions: ended.length },
      );
    return ended.length;
  });
}

/** Deletes sessions past their end: run with the other sweeps. */
export async function deleteEndedSessions(db: Db): Promise<void> {
  await db.execute(
    sql`DELETE FROM staff_sessions WHERE expires_at < now() OR last_used_at < now() - make_interval(hours => ${officePolicy.sessionIdleHours})`,
  );
  await db.execute(sql`DELETE FROM sign_in_links WHERE expires_at < now() - interval '1 day'`);
  await db.execute(sql`DELETE FROM passkey_challenges WHERE expires_at < now()`);
}
