import "server-only";
import { and, desc, eq, gte, type SQL } from "drizzle-orm";
import { forms } from "@/lib/forms";
import { markInvisible } from "@/lib/invisible";
import type { Database } from "../db/client";
import { mailOutbox, staff, submissions } from "../db/schema";

export interface SubmissionRecord {
  id: string;
  createdAt: string;
  form: string;
  spam: boolean;
  /** Where the firm stands with it (the office), and who owns it. */
  status: string;
  owner: string | null;
  /** The notification mail: pending, sending, sent, dead, or none (spam is never mailed). */
  delivery: { status: string; attempts: number; lastError: string | null; sentAt: string | null };
  fields: Record<string, string>;
}

/** Every field name of the message forms, in form order, for the columns of the export. */
export const FIELD_COLUMNS = [
  ...new Set(
    Object.values(forms)
      .filter((form) => form.id !== "newsletter")
      .flatMap((form) => form.fields.map((field) => field.name)),
  ),
];

export interface ListOptions {
  form?: string;
  since?: Date;
  /** Any further condition on the submissions (the office's inbox filters). */
  where?: SQL;
  limit: number;
}

/** Submissions, newest first, each with the state of its notification mail. */
export async function listSubmissions(database: Database, options: ListOptions): Promise<SubmissionRecord[]> {
  const found = await database.db
    .select({
      id: submissions.id,
      createdAt: submissions.createdAt,
      form: submissions.form,
      spam: submissions.spam,
      leadStatus: submissions.status,
      owner: staff.email,
      fields: submissions.fields,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
    })
    .from(submissions)
    .leftJoin(mailOutbox, eq(mailOutbox.submissionId, submissions.id))
    .leftJoin(staff, eq(staff.id, submissions.ownerId))
    .where(
      and(
        options.where,
        options.form === undefined ? undefined : eq(submissions.form, options.form),
        options.since === undefined ? undefined : gte(submissions.createdAt, options.since),
      ),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(options.limit);
  return found.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    form: row.form,
    spam: row.spam,
    status: row.leadStatus,
    owner: row.owner,
    delivery: {
      status: row.status ?? "none",
      attempts: row.attempts ?? 0,
      lastError: row.lastError,
      sentAt: row.sentAt?.toISOString() ?? null,
    },
    fields: row.fields,
  }));
}

/**
 * One CSV cell. Quoted per RFC 4180; a formula character (= + - @, a tab or a carriage return) that could start
 * a cell gets an apostrophe before it, so a spreadsheet shows it as text. That is one at the start of the value,
 * and one after a comma, semicolon, tab, bar, line break or quote in it: a spreadsheet whose list separator is
 * not the comma reads quotes only at the start of a cell, so it splits a quoted value at its own separator.
 * Before that, each character that could reorder or hide text (lib/invisible.ts) is written as its code point,
 * `<U+202E>`, as the office shows it: a spreadsheet would show "Eve\u202Etxt.exe" as "Eveexe.txt".
 */
export function csvCell(value: string): string {
  const shown = markInvisible(value);
  const safe = shown.replace(/(?<=^|[,;\t|\r\n"])(?=[=+\-@\t\r])/g, "'");
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function submissionsCsv(records: readonly SubmissionRecord[]): string {
  const header = [
    "id",
    "created_at",
    "form",
    "spam",
    "delivery",
    "attempts",
    "last_error",
    "sent_at",
    ...FIELD_COLUMNS,
    "status",
    "owner",
  ];
  const lines = records.map((record) =>
    [
      record.id,
      record.createdAt,
      record.form,
      record.spam ? "yes" : "no",
      record.delivery.status,
      String(record.delivery.attempts),
      record.delivery.lastError ?? "",
      record.delivery.sentAt ?? "",
      ...FIELD_COLUMNS.map((name) => record.fields[name] ?? ""),
      record.status,
      record.owner ?? "",
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
