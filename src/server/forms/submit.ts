import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { forms, type FormId, type MessageFormId } from "@/lib/forms";
import { validateForm, type FieldErrors } from "@/lib/forms/validate";
import type { Database } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";
import { notificationMail } from "../mail/templates/notification";

/** A repeat of the same form with the same fields within this time is the same submission. */
export const DEDUPE_SECONDS = 600;

export interface SubmitContext {
  database: Database;
  siteUrl: string;
  mailTo: string;
  clientHash: string | null;
  userAgent: string | null;
}

export type SubmitResult =
  { ok: true; id: string; outcome: "stored" | "duplicate" | "spam" } | { ok: false; errors: FieldErrors };

/** Same form, same values (in any key order): same key. */
export function dedupeKey(form: FormId, values: Record<string, string>): string {
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(`${form}\n${canonical}`).digest("hex");
}

/**
 * Stores a message form's post. In one transaction: the submission, and (unless it is spam) the notification
 * mail in the outbox. Only after the commit does the caller tell the visitor it was sent; the outbox worker
 * delivers the mail, retrying as long as it takes.
 */
export async function submitMessage<Id extends MessageFormId>(
  formId: Id,
  input: Record<string, unknown>,
  context: SubmitContext,
): Promise<SubmitResult> {
  const validation = validateForm(forms[formId], input);
  if (!validation.ok) return validation;
  const { values, spam } = validation;
  const key = dedupeKey(formId, values);

  return context.database.db.transaction(async (tx) => {
    // Two identical posts at the same moment: the second waits here, then finds the first.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const [existing] = await tx
      .select({ id: submissions.id })
      .from(submissions)
      .where(
        and(
          eq(submissions.dedupeKey, key),
          // A spam row never stands in for a real post (nor the other way round): the same values sent again
          // without the honeypot filled are a message to store and mail.
          eq(submissions.spam, spam),
          gt(submissions.createdAt, sql`now() - make_interval(secs => ${DEDUPE_SECONDS})`),
        ),
      )
      .orderBy(desc(submissions.createdAt))
      .limit(1);
    if (existing) return { ok: true as const, id: existing.id, outcome: "duplicate" as const };

    const [stored] = await tx
      .insert(submissions)
      .values({
        form: formId,
        fields: values,
        spam,
        clientHash: context.clientHash,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        dedupeKey: key,
      })
      .returning({ id: submissions.id, createdAt: submissions.createdAt });
    if (!stored) throw new Error("The submission was not stored.");
    if (spam) return { ok: true as const, id: stored.id, outcome: "spam" as const };

    const mail = notificationMail({
      form: formId,
      values,
      submissionId: stored.id,
      receivedAt: stored.createdAt,
      siteUrl: context.siteUrl,
    });
    await tx.insert(mailOutbox).values({
      kind: "notification",
      submissionId: stored.id,
      recipient: context.mailTo,
      replyTo: mail.replyTo.address,
      replyName: mail.replyTo.name,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return { ok: true as const, id: stored.id, outcome: "stored" as const };
  });
}
