import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { officePolicy } from "@/content/policy";
import type { Database } from "../db/client";
import { mailOutbox, signInLinks, staff } from "../db/schema";
import { signInLinkMail } from "../mail/templates/sign-in-link";
import { dailyHash } from "../security/keys";
import { describeError, log } from "../log";
import { consume } from "../security/rate-limit";
import { hashToken, newToken, plausibleToken } from "../security/tokens";
import { audit } from "./audit";
import { startSession } from "./sessions";
import { staffEmail } from "./staff";

export type LinkRequest =
  | {
      outcome: "sent";
      /** The mailing itself, which goes on after the answer (see below); tests wait for it. */
      mailed: Promise<void>;
    }
  | { outcome: "invalid"; message: string }
  | { outcome: "limited"; retryAfterSeconds: number };

/**
 * "Send me a link". The answer is the same for every address, staff or not, and comes after the same work: the
 * address's form is checked and the requesting network is counted (at most `linkRate.perNetwork`), nothing more.
 * Whether the address belongs to the staff is looked up after the answer (`mailed`), so neither the answer nor its
 * timing tells a stranger. Nothing is counted per address, so nobody can use up an address's allowance and lock its
 * owner out; what protects the address is that it is mailed at most one live link at a time (`mailLink`).
 */
export async function requestSignInLink(
  database: Database,
  { email, network, siteUrl }: { email: unknown; network: string; siteUrl: string },
): Promise<LinkRequest> {
  const address = staffEmail.safeParse(email);
  if (!address.success) return { outcome: "invalid", message: address.error.issues[0]!.message };
  // Counted under the same keyed hash as the forms' networks (security/keys.ts): no address is stored.
  const decision = await consume(
    database,
    "sign-in-network",
    dailyHash(network),
    officePolicy.linkRate.perNetwork,
  );
  if (!decision.allowed) return { outcome: "limited", retryAfterSeconds: decision.retryAfterSeconds };
  const mailed = mailLink(database, address.data, siteUrl).catch((error: unknown) => {
    log.error({ reason: describeError(error) }, "sign-in link not queued");
  });
  return { outcome: "sent", mailed };
}

/**
 * For an address on the staff with no live link, a one-time link (its token's hash stored, valid
 * `linkValidMinutes`) is mailed through the outbox, in one transaction. An address that already has a live link is
 * mailed nothing more until that link is used or expires: the person signs in with the link they have, and
 * whoever asks in their name cannot fill their mailbox. The member's row is locked, so two requests at once mail
 * one link.
 */
async function mailLink(database: Database, email: string, siteUrl: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: staff.id, email: staff.email })
      .from(staff)
      .where(eq(staff.email, email))
      .for("update");
    if (!member) return;
    const [pending] = await tx
      .select({ hash: signInLinks.tokenHash })
      .from(signInLinks)
      .where(
        and(
          eq(signInLinks.staffId, member.id),
          isNull(signInLinks.usedAt),
          gt(signInLinks.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    if (pending) return;
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
