import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FormId, FormOf, MessageFormId } from "@/lib/forms";
import { validateForm, type FieldErrors } from "@/lib/forms/validate";
import type { Database, Db } from "../db/client";
import { mailOutbox, submissions } from "../db/schema";
import { notificationMail } from "../mail/templates/notification";
import type { LeadSource } from "@/types/office";

/** A repeat of the same form with the same fields within this time is the same submission. */
export const DEDUPE_SECONDS = 600;

export interface SubmitContext {
  database: Database;
  siteUrl: string;
  mailTo: string;
  clientHash: string | null;
  userAgent: string | null;
  /** The page of the site the form was sent from, when the post named one (forms/handler.ts). */
  page?: string | null;
  /** Where the writer came from, by the site's count of page reads (stats/sources.ts). */
  source?: LeadSource | null;
}

export type SubmitResult =
  { ok: true; id: string; outcome: "stored" | "duplicate" | "spam" } | { ok: false; errors: FieldErrors };

/** Same form, same values (in any key order): same key. */
export function dedupeKey(form: FormId, values: Record<string, string>): string {
  const canonical = JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(`${form}\n${canonical}`).digest("hex");
}

/**
 * Stores a message form's post in one statement: the submission, and (unless it is spam) the notification mail
 * in the outbox, or neither when the same post came within DEDUPE_SECONDS. Only after it commits does the caller
 * tell the visitor it was sent; the outbox worker delivers the mail, retrying as long as it takes.
 *
 * Two identical posts at the same moment must find each other. PGlite runs one statement at a time, so the
 * statement alone is enough; on a PostgreSQL server, where statements of other connections run at the same
 * time, it runs in a transaction after an advisory lock on the post's key, so the second waits and then finds
 * the first (a statement that took the lock itself would look with a snapshot taken before the wait).
 */
export async function submitMessage<Id extends MessageFormId>(
  form: FormOf<Id>,
  input: Record<string, unknown>,
  context: SubmitContext,
): Promise<SubmitResult> {
  const formId = form.id as Id;
  const validation = validateForm(form, input);
  if (!validation.ok) return validation;
  const { values, spam } = validation;
  const key = dedupeKey(formId, values);
  const id = randomUUID();
  const receivedAt = new Date();
  const mail = spam
    ? null
    : notificationMail({
        form: formId,
        values,
        submissionId: id,
        receivedAt,
        siteUrl: context.siteUrl,
        locale: form.locale,
        page: context.page ?? null,
      });

  // A spam row never stands in for a real post (nor the other way round): the same values sent again without
  // the honeypot filled are a message to store and mail.
  const statement = sql`
    WITH existing AS (
      SELECT id FROM ${submissions}
      WHERE dedupe_key = ${key} AND spam = ${spam}
        AND created_at > now() - make_interval(secs => ${DEDUPE_SECONDS})
      ORDER BY created_at DESC LIMIT 1
    ), stored AS (
      INSERT INTO ${submissions} (id, form, fields, spam, created_at, client_hash, user_agent, dedupe_key, locale, page, source)
      SELECT ${id}::uuid, ${formId}, ${JSON.stringify(values)}::jsonb, ${spam},
             ${receivedAt.toISOString()}::timestamptz, ${context.clientHash},
             ${context.userAgent?.slice(0, 500) ?? null}, ${key}, ${form.locale}, ${context.page ?? null},
             ${context.source ? JSON.stringify(context.source) : null}::jsonb
      WHERE NOT EXISTS (SELECT 1 FROM existing)
      RETURNING id
    ), queued AS (
      INSERT INTO ${mailOutbox} (kind, submission_id, recipient, reply_to, reply_name, subject, text_body, html_body)
      SELECT 'notification', id, ${context.mailTo}, ${mail?.replyTo.address ?? null},
             ${mail?.replyTo.name ?? null}, ${mail?.subject ?? null}, ${mail?.text ?? null}, ${mail?.html ?? null}
      FROM stored WHERE ${mail !== null}
    )
    SELECT id, false AS duplicate FROM stored UNION ALL SELECT id, true FROM existing`;

  const { db, kind } = context.database;
  const run = (runner: Pick<Db, "execute">) =>
    runner.execute(statement) as unknown as Promise<{ rows: Row[] }>;
  const { rows } =
    kind === "pglite"
      ? await run(db)
      : await db.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          return run(tx);
        });
  const [row] = rows;
  if (!row) throw new Error("The submission was not stored.");
  if (row.duplicate) return { ok: true, id: row.id, outcome: "duplicate" };
  return { ok: true, id: row.id, outcome: spam ? "spam" : "stored" };
}

type Row = { id: string; duplicate: boolean };
