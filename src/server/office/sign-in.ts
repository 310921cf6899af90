import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { officePolicy } from "@/content/policy";
import type { Database } from "../db/client";
import { mailOutbox, signInLinks, staff } from "../db/schema";
import { signInLinkMail } from "../mail/templates/sign-in-link";
import { dailyHash } from "../security/keys";
import { consume } from "../security/rate-limit";
import { hashToken, newToken, plausibleToken } from "../security/tokens";
import { audit } from "./audit";
import { startSession } from "./sessions";
import { staffEmail } from "./staff";

export type LinkRequest =
  | { outcome: "sent" }
  | { outcome: "invalid"; message: string }
  | { outcome: "limited"; retryAfterSeconds: number };

/**
 * "Send me a link": for an address on the staff, a one-time link (its token's hash stored, valid 15 minutes) is
 * mailed through the outbox in one transaction. Every address, staff or not, gets the same outcome, so the answer
 * tells a stranger nothing; both the address and the network count towards their limits either way.
 */
export async function requestSignInLink(
  database: Database,
  { email, network, siteUrl }: { email: unknown; network: string; siteUrl: string },
): Promise<LinkRequest> {
  const address = staffEmail.safeParse(email);
  if (!address.success) return { outcome: "invalid", message: address.error.issues[0]!.message };
  for (const [bucket, key, limit] of [
    ["sign-in-network", network, officePolicy.linkRate.perNetwork],
    ["sign-in-address", address.data, officePolicy.linkRate.perAddress],
  ] as const) {
    // Counted under the same keyed hash as the forms' networks (security/keys.ts): no address is stored.
    const decision = await consume(database, bucket, dailyHash(key), limit);
    if (!decision.allowed) return { outcome: "limited", retryAfterSeconds: decision.retryAfterSeconds };
  }
  await database.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(eq(staff.email, address.data));
    if (!member) return;
    const { token, hash } = newToken();
    await tx.insert(signInLinks).values({
      tokenHash: hash,
      staffId: member.id,
      expiresAt: sql`now() + make_interval(mins => ${officePolicy.linkValidMinutes})`,
    });
    const mail = signInLinkMail({ url: new URL(`/office/sign-in/link?token=${token}`, siteUrl).toString() });
    await tx.insert(mailOutbox).values({
      kind: "sign-in-link",
      recipient: member.email,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    await audit(tx, member, "sign-in.link-sent");
  });
  return { outcome: "sent" };
}

const live = (token: string) =>
  and(
    eq(signInLinks.tokenHash, hashToken(token)),
    isNull(signInLinks.usedAt),
    gt(signInLinks.expiresAt, sql`now()`),
  );

/** Whether a link still works, for the page that asks its reader to press "Sign in" (mail scanners open links). */
export async function signInLinkIsLive(database: Database, token: string): Promise<boolean> {
  if (!plausibleToken(token)) return false;
  const found = await database.db
    .select({ hash: signInLinks.tokenHash })
    .from(signInLinks)
    .where(live(token));
  return found.length > 0;
}

/**
 * Uses a sign-in link: marks it used and starts a session, in one transaction, so a link signs in once however
 * many times it is pressed at once. Returns the session's cookie token, or null for a used, expired or unknown link.
 */
export async function redeemSignInLink(
  database: Database,
  token: unknown,
  userAgent: string | null,
): Promise<{ token: string; expiresAt: Date } | null> {
  if (!plausibleToken(token)) return null;
  return database.db.transaction(async (tx) => {
    const [used] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(live(token))
      .returning({ staffId: signInLinks.staffId });
    if (!used) return null;
    const [member] = await tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(eq(staff.id, used.staffId));
    return member ? startSession(tx, member, "link", userAgent) : null;
  });
}
