import "server-only";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Locale } from "@/types/facts";
import { LEAD_FIELDS } from "@/lib/forms";
import type { Db } from "../db/client";
import {
  dueDay,
  INBOX_VIEWS,
  overdue,
  staffName,
  whereOf,
  type InboxFilter,
  type InboxView,
} from "./inbox-filter";
import { leadReads, mailOutbox, staff, submissions, type LeadStatus } from "../db/schema";
import { wroteBefore } from "./timeline";

/** One line of the inbox. */
export interface InboxRow {
  id: string;
  form: string;
  name: string;
  company: string;
  service: string;
  receivedAt: Date;
  status: LeadStatus;
  spam: boolean;
  owner: string | null;
  /** The notification mail: pending, sending, sent, dead, or none (spam is never mailed). */
  delivery: string;
  locale: Locale;
  page: string | null;
  /** The follow-up day, YYYY-MM-DD in the office's time zone. */
  due: string | null;
  overdue: boolean;
  /** Not yet opened by the person looking. */
  unread: boolean;
  /** An earlier message came from the same address or company. */
  known: boolean;
}

/**
 * Where a page of the inbox starts: after the message received at `at` with id `id` (newest first). The time is
 * PostgreSQL's own text of it, to the microsecond: a JavaScript Date keeps milliseconds, and a cursor rounded to
 * them would skip the messages received within the same millisecond.
 */
export interface InboxCursor {
  at: string;
  id: string;
}

/** The three columns the forms name differently: the person, their company, and what they ask about. */
const field = (...names: readonly string[]) =>
  sql<string>`COALESCE(${sql.join(
    names.map((name) => sql`NULLIF(${submissions.fields} ->> ${name}, '')`),
    sql`, `,
  )}, '')`;

const [[firstName, lastName], [contactPerson]] = LEAD_FIELDS.name;

/** The list's order, newest first, as the (created_at, id) index keeps it. */
const newestFirst = [desc(submissions.createdAt), desc(submissions.id)];

/**
 * A page of messages, newest first, `limit` of them plus whether more follow. Paged by position (the time and id
 * of the last row shown), not by offset, so a late page costs what the first does.
 */
export async function inboxPage(
  db: Db,
  { filter, after, limit, me }: { filter: InboxFilter; after?: InboxCursor; limit: number; me?: string },
): Promise<{ rows: InboxRow[]; next?: InboxCursor }> {
  const found = await db
    .select({
      id: submissions.id,
      form: submissions.form,
      name: sql<string>`TRIM(${field(firstName)} || ' ' || ${field(lastName)} || ${field(contactPerson)})`,
      company: field(...LEAD_FIELDS.company),
      service: field(...LEAD_FIELDS.about),
      receivedAt: submissions.createdAt,
      cursorAt: sql<string>`${submissions.createdAt}::text`,
      status: submissions.status,
      spam: submissions.spam,
      owner: staffName,
      delivery: sql<string>`COALESCE(${mailOutbox.status}, 'none')`,
      locale: submissions.locale,
      page: submissions.page,
      due: dueDay,
      overdue,
      known: wroteBefore,
      unread: me ? sql<boolean>`${leadReads.readAt} IS NULL` : sql<boolean>`false`,
    })
    .from(submissions)
    .leftJoin(staff, eq(staff.id, submissions.ownerId))
    .leftJoin(
      mailOutbox,
      and(eq(mailOutbox.submissionId, submissions.id), eq(mailOutbox.kind, "notification")),
    )
    .leftJoin(
      leadReads,
      and(eq(leadReads.submissionId, submissions.id), eq(leadReads.staffId, me ?? sql`NULL::uuid`)),
    )
    .where(
      and(
        whereOf(filter, me),
        // A row comparison, which the (created_at, id) index answers as one range: a late page costs a first one's.
        after
          ? sql`(${submissions.createdAt}, ${submissions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const rows = found.slice(0, limit).map(({ cursorAt, ...row }) => (void cursorAt, row));
  const last = found[limit - 1];
  return { rows, next: found.length > limit && last ? { at: last.cursorAt, id: last.id } : undefined };
}

const CURSOR = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d{1,6})?[+-]\d\d(?::\d\d)?)~([0-9a-f-]{36})$/;

/**
 * Whether PostgreSQL's text of a moment names one that exists, from 1970 on: the day is in its month, the time in
 * its day (the database refuses "2026-02-31" or hour 25, which the pattern alone lets through).
 */
function realMoment(text: string): boolean {
  const [, year, month, day, hour, minute, second] = /^(\d{4})-(\d\d)-(\d\d) (\d\d):(\d\d):(\d\d)/
    .exec(text)!
    .map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1970 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

/** A cursor as a link carries it (`time~id`); anything else, or a moment or id that cannot be, is the first page. */
export function parseCursor(text: unknown): InboxCursor | undefined {
  const match = typeof text === "string" ? CURSOR.exec(text) : null;
  if (!match || !realMoment(match[1]!) || !z.uuid().safeParse(match[2]).success) return undefined;
  return { at: match[1]!, id: match[2]! };
}

export const cursorText = (cursor: InboxCursor) => `${cursor.at}~${cursor.id}`;

/** Counts stop here: a view's tab says "1,000+" rather than have the database count a whole table. */
export const COUNT_CAP = 1_000;

/**
 * How many messages each view holds for the person asking (`me`), with the rest of the filter applied, and how
 * many match the filter in all; each counted up to COUNT_CAP + 1, so that a count costs what the view's own
 * index gives and never a pass over every message (one query per view). While a search is on, only the list
 * shown is counted: a common word matches most messages, and five counts of it cost more than the page.
 */
export async function viewCounts(
  db: Db,
  filter: InboxFilter,
  me: string,
): Promise<Partial<Record<InboxView | "all", number>>> {
  const views = filter.q ? [filter.view] : [undefined, ...INBOX_VIEWS];
  const counted = await Promise.all(
    views.map(async (view) => {
      const matching = db
        .select({ one: sql`1` })
        .from(submissions)
        .where(whereOf({ ...filter, view }, me))
        .limit(COUNT_CAP + 1)
        .as("matching");
      const [row] = await db.select({ found: count() }).from(matching);
      return [view ?? "all", row?.found ?? 0] as const;
    }),
  );
  return Object.fromEntries(counted);
}

/** How many messages in Spam a search matches: the inbox says so when the list outside Spam is short of them. */
export async function spamMatches(db: Db, filter: InboxFilter): Promise<number> {
  if (!filter.q || filter.status === "spam") return 0;
  const [row] = await db
    .select({ found: count() })
    .from(submissions)
    .where(whereOf({ q: filter.q, status: "spam" }));
  return row?.found ?? 0;
}

/**
 * The messages either side of one in a list (its filter): the newer one before it and the older one after it, for
 * the message page's previous and next links and for "save and open next".
 */
export async function neighbours(
  db: Db,
  filter: InboxFilter,
  id: string,
  me: string,
): Promise<{ newer?: string; older?: string }> {
  const position = sql`(${submissions.createdAt}, ${submissions.id})`;
  const here = sql`(SELECT ${submissions.createdAt}, ${submissions.id} FROM ${submissions} WHERE ${submissions.id} = ${id})`;
  const [older, newer] = await Promise.all([
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(whereOf(filter, me), sql`${position} < ${here}`))
      .orderBy(...newestFirst)
      .limit(1),
    db
      .select({ id: submissions.id })
      .from(submissions)
      .where(and(whereOf(filter, me), sql`${position} > ${here}`))
      .orderBy(asc(submissions.createdAt), asc(submissions.id))
      .limit(1),
  ]);
  return { newer: newer[0]?.id, older: older[0]?.id };
}

/** One message with everything the office shows about it. */
export async function messageById(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [message] = await db
    .select({
      id: submissions.id,
      form: submissions.form,
      fields: submissions.fields,
      spam: submissions.spam,
      status: submissions.status,
      receivedAt: submissions.createdAt,
      userAgent: submissions.userAgent,
      owner: staffName,
      ownerId: submissions.ownerId,
      locale: submissions.locale,
      page: submissions.page,
      dueAt: submissions.dueAt,
      due: dueDay,
      firstReplyAt: submissions.firstReplyAt,
      mergedInto: submissions.mergedInto,
      origin: submissions.origin,
      source: submissions.source,
      overdue,
    })
    .from(submissions)
    .leftJoin(staff, eq(staff.id, submissions.ownerId))
    .where(eq(submissions.id, id));
  if (!message) return undefined;
  const mails = await db
    .select({
      id: mailOutbox.id,
      subject: mailOutbox.subject,
      recipient: mailOutbox.recipient,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      queuedAt: mailOutbox.queuedAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.submissionId, id))
    .orderBy(mailOutbox.createdAt);
  return { ...message, mails };
}

/** The sources leads came from, most leads first (at most 30), for the inbox's filter. */
export async function originChoices(db: Db): Promise<string[]> {
  const found = await db
    .select({ origin: submissions.origin })
    .from(submissions)
    .where(sql`${submissions.origin} IS NOT NULL`)
    .groupBy(submissions.origin)
    .orderBy(sql`count(*) DESC`, submissions.origin)
    .limit(30);
  return found.map((row) => row.origin!);
}
