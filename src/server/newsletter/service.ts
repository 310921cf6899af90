import "server-only";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import { newsletterIn, type newsletterForm } from "@/lib/forms";
import type { Locale } from "@/types/facts";
import { newsletterPaths } from "@/content/routes";
import { validateForm, type FieldErrors } from "@/lib/forms/validate";
import type { Database, Db } from "../db/client";
import { mailOutbox, newsletterBounces, newsletterSubscribers as subscribers } from "../db/schema";
import { confirmationMail } from "../mail/templates/newsletter-confirmation";
import { readerOf } from "../security/keys";
import { hashToken, newToken, plausibleToken } from "../security/tokens";
import { formPolicy } from "@/content/policy";

/** At most one confirmation mail per address in this time. */
export const RESEND_AFTER_HOURS = 24;
/** How long a confirmation link works. */
export const CONFIRM_VALID_DAYS = formPolicy.confirmValidDays;

export interface SubscribeContext {
  database: Database;
  siteUrl: string;
  clientHash: string | null;
}

export type SignUpResult =
  { ok: true; outcome: "queued" | "unchanged" | "spam" } | { ok: false; errors: FieldErrors };

/**
 * The newsletter form's post, from a page of the form's language: validated like every form, then `subscribe`
 * with the confirmation mail in that language (a filled honeypot changes nothing).
 */
export async function signUp(
  form: typeof newsletterForm,
  input: Record<string, unknown>,
  context: SubscribeContext,
): Promise<SignUpResult> {
  const validation = validateForm(form, input);
  if (!validation.ok) return validation;
  if (validation.spam) return { ok: true, outcome: "spam" };
  const queued = await subscribe(validation.values.email, context, form.locale);
  return { ok: true, outcome: queued ? "queued" : "unchanged" };
}

/**
 * Signs an address up, double opt-in. A new or lapsed address becomes pending and gets a confirmation mail
 * (at most one per 24 hours); a confirmed one is left alone. The caller answers the same in every case, so the
 * answer reveals nothing about whether the address was known. Returns whether a mail was queued.
 */
export async function subscribe(
  email: string,
  context: SubscribeContext,
  locale: Locale = "en",
): Promise<boolean> {
  return context.database.db.transaction(
    async (tx) => (await subscribeIn(tx, email, context, locale)) !== undefined,
  );
}

/**
 * `subscribe` within a transaction of the caller's (the office's hand-added readers and imports, with their audit
 * lines): the reader's id when a confirmation mail was queued, undefined when nothing changed.
 */
export async function subscribeIn(
  tx: Db,
  email: string,
  context: Omit<SubscribeContext, "database"> & { addedBy?: string },
  locale: Locale = "en",
): Promise<string | undefined> {
  const address = email.trim().toLowerCase();
  const confirm = newToken();
  const unsubscribe = newToken();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`newsletter:${address}`}, 0))`);
  const fresh = {
    status: "pending" as const,
    consentVersion: newsletterIn(locale).consent.version,
    confirmTokenHash: confirm.hash,
    confirmSentAt: sql`now()`,
    unsubscribeTokenHash: unsubscribe.hash,
    clientHash: context.clientHash,
    locale,
    ...(context.addedBy ? { addedBy: context.addedBy } : {}),
  };
  const [row] = await tx
    .insert(subscribers)
    .values({ email: address, ...fresh })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: { ...fresh, updatedAt: sql`now()`, unsubscribedAt: null },
      // A confirmed reader is left alone, and a pending one gets no second mail within RESEND_AFTER_HOURS.
      setWhere: and(
        ne(subscribers.status, "confirmed"),
        or(
          isNull(subscribers.confirmSentAt),
          lt(subscribers.confirmSentAt, sql`now() - make_interval(hours => ${RESEND_AFTER_HOURS})`),
        ),
      ),
    })
    .returning({ id: subscribers.id });
  if (!row) return undefined;
  const pages = newsletterPaths[locale];
  const confirmUrl = new URL(`${pages.confirm}?token=${confirm.token}`, context.siteUrl).toString();
  const unsubscribeUrl = new URL(
    `${pages.unsubscribe}?token=${unsubscribe.token}`,
    context.siteUrl,
  ).toString();
  const oneClick = new URL(
    `/api/newsletter/unsubscribe?token=${unsubscribe.token}`,
    context.siteUrl,
  ).toString();
  const mail = confirmationMail({ confirmUrl, unsubscribeUrl, locale });
  await tx.insert(mailOutbox).values({
    kind: "newsletter-confirmation",
    subscriberId: row.id,
    recipient: address,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
  return row.id;
}

export type TokenOutcome = "done" | "invalid";

/** The time before which a confirmation link has expired. */
const confirmExpiry = () => sql`now() - make_interval(days => ${CONFIRM_VALID_DAYS})`;

/**
 * Confirms a pending subscription with the token of its mail; each token works once, for 7 days. A reader who
 * confirms has shown that the address works: the issues it bounced for before are forgotten.
 */
export async function confirmSubscription(database: Database, token: string): Promise<TokenOutcome> {
  if (!plausibleToken(token)) return "invalid";
  return database.db.transaction(async (tx) => {
    const updated = await tx
      .update(subscribers)
      .set({ status: "confirmed", confirmedAt: sql`now()`, updatedAt: sql`now()`, confirmTokenHash: null })
      .where(
        and(
          eq(subscribers.confirmTokenHash, hashToken(token)),
          eq(subscribers.status, "pending"),
          gt(subscribers.confirmSentAt, confirmExpiry()),
        ),
      )
      .returning({ id: subscribers.id });
    for (const { id } of updated)
      await tx.delete(newsletterBounces).where(eq(newsletterBounces.subscriberId, id));
    return updated.length > 0 ? "done" : "invalid";
  });
}

/**
 * Which subscriber an unsubscribe token names: a stored token's hash (the confirmation mail), or a reader token's id
 * (campaign mail, security/keys.ts); null for anything else.
 */
function unsubscribeTarget(token: string) {
  const reader = readerOf(token);
  if (reader) return eq(subscribers.id, reader);
  return plausibleToken(token) ? eq(subscribers.unsubscribeTokenHash, hashToken(token)) : null;
}

/**
 * Ends a subscription (pending or confirmed), and with it every campaign mail still waiting for the address, in
 * one transaction: nothing more goes out to it. Unsubscribing twice is fine.
 */
export async function unsubscribe(database: Database, token: string): Promise<TokenOutcome> {
  const target = unsubscribeTarget(token);
  if (!target) return "invalid";
  return database.db.transaction(async (tx) => {
    const updated = await tx
      .update(subscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: sql`COALESCE(${subscribers.unsubscribedAt}, now())`,
        updatedAt: sql`now()`,
        confirmTokenHash: null,
      })
      .where(target)
      .returning({ id: subscribers.id });
    if (updated.length === 0) return "invalid";
    await tx
      .delete(mailOutbox)
      .where(
        and(
          eq(mailOutbox.subscriberId, updated[0]!.id),
          eq(mailOutbox.kind, "campaign"),
          eq(mailOutbox.status, "pending"),
        ),
      );
    return "done";
  });
}

/** Whether a link's token is still good, for the page that asks the visitor to press the button. */
export async function tokenIsLive(
  database: Database,
  kind: "confirm" | "unsubscribe",
  token: string,
): Promise<boolean> {
  const live =
    kind === "confirm"
      ? plausibleToken(token) &&
        and(
          eq(subscribers.confirmTokenHash, hashToken(token)),
          eq(subscribers.status, "pending"),
          gt(subscribers.confirmSentAt, confirmExpiry()),
        )
      : unsubscribeTarget(token);
  if (!live) return false;
  const found = await database.db.select({ id: subscribers.id }).from(subscribers).where(live).limit(1);
  return found.length > 0;
}
