import "server-only";
import { sql } from "drizzle-orm";
import { forms } from "@/lib/forms";
import { rows, type Database } from "../db/client";

export interface SubmissionRecord {
  id: string;
  createdAt: string;
  form: string;
  spam: boolean;
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
  limit: number;
}

/** Submissions, newest first, each with the state of its notification mail. */
export async function listSubmissions(database: Database, options: ListOptions): Promise<SubmissionRecord[]> {
  const form = options.form ?? null;
  const since = options.since?.toISOString() ?? null;
  const found = await rows<{
    id: string;
    created_at: string | Date;
    form: string;
    spam: boolean;
    fields: Record<string, string>;
    status: string | null;
    attempts: number | null;
    last_error: string | null;
    sent_at: string | Date | null;
  }>(
    database.db,
    sql`SELECT s.id, s.created_at, s.form, s.spam, s.fields, o.status, o.attempts, o.last_error, o.sent_at
        FROM submissions s
        LEFT JOIN mail_outbox o ON o.submission_id = s.id
        WHERE (${form}::text IS NULL OR s.form = ${form}::text)
          AND (${since}::timestamptz IS NULL OR s.created_at >= ${since}::timestamptz)
        ORDER BY s.created_at DESC
        LIMIT ${options.limit}`,
  );
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
  return found.map((row) => ({
    id: row.id,
    createdAt: iso(row.created_at)!,
    form: row.form,
    spam: row.spam,
    delivery: {
      status: row.status ?? "none",
      attempts: row.attempts ?? 0,
      lastError: row.last_error,
      sentAt: iso(row.sent_at),
    },
    fields: row.fields,
  }));
}

/**
 * One CSV cell. Quoted per RFC 4180; a cell a spreadsheet would run as a formula (starting with = + - @, a tab
 * or a carriage return) gets a leading apostrophe, so it shows as text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
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
    ]
      .map(csvCell)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}
