import "server-only";
import { and, asc, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import { formNames, inboxCopy, officeWords, originName, statusNames } from "@/content/office";
import type { LeadSource } from "@/types/office";
import { headquarters } from "@/content/site";
import { forms, leadOf } from "@/lib/forms";
import { markInvisible } from "@/lib/invisible";
import { wallClock } from "@/lib/time-zones";
import type { Database } from "../db/client";
import { mailOutbox, staff, submissionNotes, submissions, type LeadStatus } from "../db/schema";
import { serviceLabel, type InboxFilter } from "../office/inbox-filter";
import { staffName } from "../office/inbox-filter";

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
    .leftJoin(
      mailOutbox,
      // The message's notification only: an assignment mail is the office's, and would list the message twice.
      and(eq(mailOutbox.submissionId, submissions.id), eq(mailOutbox.kind, "notification")),
    )
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
export const csvCell = (value: string) => escapedCell(value, /[",\r\n]/);

/** A cell of a file separated by semicolons (the office's export): as `csvCell`, and quoted on a semicolon too. */
export const sheetCell = (value: string) => escapedCell(value, /[",;\r\n]/);

function escapedCell(value: string, needsQuotes: RegExp): string {
  const shown = markInvisible(value);
  const safe = shown.replace(/(?<=^|[,;\t|\r\n"])(?=[=+\-@\t\r])/g, "'");
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

/** A note on a lead, as the export writes it: when, by whom (their name, or the address they wrote it under). */
export interface LeadNote {
  at: Date;
  author: string;
  body: string;
}

/** One lead as the office's export holds it: the message, where the firm stands with it, and its notes. */
export interface LeadRecord {
  id: string;
  receivedAt: Date;
  form: string;
  spam: boolean;
  status: LeadStatus;
  /** The owner's name, or their address where they set none. */
  owner: string | null;
  locale: string;
  page: string | null;
  dueAt: Date | null;
  firstReplyAt: Date | null;
  fields: Record<string, string>;
  /** Where its writer came from (stats/sources.ts), when the site counted their reads. */
  origin: string | null;
  source: LeadSource | null;
  /** Oldest first. */
  notes: LeadNote[];
}

/**
 * The leads a condition selects, newest first as the inbox lists them, each with its notes. The notes come in one
 * query for all the leads, their ids passed as one array: an export holds up to 100,000 leads, and PostgreSQL
 * takes at most 65,535 parameters.
 */
export async function listLeads(
  database: Database,
  options: { where?: SQL; limit: number },
): Promise<LeadRecord[]> {
  const found = await database.db
    .select({
      id: submissions.id,
      receivedAt: submissions.createdAt,
      form: submissions.form,
      spam: submissions.spam,
      status: submissions.status,
      owner: staffName,
      locale: submissions.locale,
      page: submissions.page,
      dueAt: submissions.dueAt,
      firstReplyAt: submissions.firstReplyAt,
      fields: submissions.fields,
      origin: submissions.origin,
      source: submissions.source,
    })
    .from(submissions)
    .leftJoin(staff, eq(staff.id, submissions.ownerId))
    .where(options.where)
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(options.limit);
  const notes = new Map<string, LeadNote[]>(found.map((lead) => [lead.id, []]));
  if (found.length > 0) {
    const written = await database.db
      .select({
        submissionId: submissionNotes.submissionId,
        at: submissionNotes.createdAt,
        author: sql<string>`COALESCE(${staff.name}, ${submissionNotes.authorEmail})`,
        body: submissionNotes.body,
      })
      .from(submissionNotes)
      .leftJoin(staff, eq(staff.id, submissionNotes.authorId))
      .where(sql`${submissionNotes.submissionId} = ANY(${sql.param([...notes.keys()])}::uuid[])`)
      .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
    for (const { submissionId, ...note } of written) notes.get(submissionId)?.push(note);
  }
  return found.map((lead) => ({ ...lead, notes: notes.get(lead.id) ?? [] }));
}

/**
 * A moment as the office's clock showed it, in ISO form ("2026-03-29T01:30..."): the export writes the times the
 * office shows, not UTC.
 */
const officeClock = (at: Date) => wallClock(headquarters.timeZone, at);

/** "2026-03-29 01:30", office time: a form every spreadsheet reads as a date and time. */
const officeMinute = (at: Date) => officeClock(at).slice(0, 16).replace("T", " ");

/** "2026-03-29": the office's day at a moment. */
const officeDay = (at: Date) => officeClock(at).slice(0, 10);

/** The export's columns, in words a partner of the firm reads without the office beside it. */
const LEAD_COLUMNS = [
  "Received",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Form",
  "About",
  "Message",
  "Language",
  "Source page",
  "Came from",
  "Campaign",
  "Landing page",
  "Pages read before writing",
  "Status",
  "Owner",
  "Follow up on",
  "First reply",
  "Notes",
  "Reference",
];

/** One lead as the export's row: the three forms' differently named fields in one column each. */
function leadRow(lead: LeadRecord): string[] {
  const { name, company, about, email, phone } = leadOf(lead.fields);
  return [
    officeMinute(lead.receivedAt),
    name,
    company,
    email,
    phone,
    formNames[lead.form] ?? lead.form,
    about && serviceLabel(about),
    // The partnership form asks for a proposal where the others ask for a message.
    lead.fields.message ?? lead.fields.proposal ?? "",
    inboxCopy.languageNames[lead.locale] ?? lead.locale,
    lead.page ?? "",
    lead.origin ? originName(lead.origin) : "",
    lead.source?.campaign ?? "",
    lead.source?.landing ?? "",
    lead.source?.pages.join(" › ") ?? "",
    lead.spam ? officeWords.spam : (statusNames[lead.status] ?? lead.status),
    lead.owner ?? "",
    lead.dueAt ? officeDay(lead.dueAt) : "",
    lead.firstReplyAt ? officeMinute(lead.firstReplyAt) : "",
    lead.notes.map((note) => `${officeMinute(note.at)} ${note.author}: ${note.body}`).join("\n"),
    lead.id,
  ];
}

/**
 * The office's export as Dutch Excel opens it: UTF-8 with a byte order mark (without one Excel reads the file in
 * the machine's old code page, and "Coöperatie" comes out garbled), cells separated by semicolons (the list
 * separator of a Dutch Windows; a comma file opens in one column), CRLF line ends. Every cell is defused as in
 * `csvCell`. The machine API keeps `submissionsCsv`.
 */
export function leadsSheet(leads: readonly LeadRecord[]): string {
  const lines = [LEAD_COLUMNS, ...leads.map(leadRow)].map((cells) => cells.map(sheetCell).join(";"));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/**
 * The export's file name: what the filter chose and the office's day, `leads-mine-contact-2026-03-29.csv`, or
 * `leads-all-...` for everything. A search shows as "search", never its words: they name a person, and a file
 * name travels further than the file (mail subjects, download lists). Lower-case letters, digits and dashes only:
 * nothing a header or a file system could misread.
 */
export function leadsFileName(filter: InboxFilter, today = new Date()): string {
  const parts = [
    filter.view,
    filter.status,
    filter.form,
    filter.owner && (filter.owner === "none" ? "owner-none" : "owner"),
    filter.service,
    filter.origin && `source-${filter.origin}`,
    filter.from && `from-${filter.from}`,
    filter.to && `to-${filter.to}`,
    filter.q && "search",
  ].filter(Boolean);
  const name = ["leads", parts.length > 0 ? parts.join("-") : "all", officeDay(today)]
    .join("-")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  return `${name}.csv`;
}
