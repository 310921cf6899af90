import "server-only";
import { and, asc, count, desc, eq, gte, ilike, inArray, sql } from "drizzle-orm";
import { headquarters } from "@/content/site";
import type { Database, Db } from "../db/client";
import { mailOutbox, newsletterSubscribers, submissions, type SubscriberStatus } from "../db/schema";
import { requeueDeadMail, retryMailNow } from "../mail/outbox";
import { z } from "zod";
import { audit } from "./audit";
import { MESSAGE_FORMS, overdue } from "./inbox-filter";
import type { Member } from "./guard";
import { actorOf } from "./sessions";

/** The start of this week (Monday 00:00) in the headquarters' time zone, as PostgreSQL computes it. */
const weekStart = sql`date_trunc('week', now() AT TIME ZONE ${headquarters.timeZone}) AT TIME ZONE ${headquarters.timeZone}`;

/** This week's messages per form (spam apart), and the week's spam. */
export async function weekFigures(db: Db) {
  const found = await db
    .select({ form: submissions.form, spam: submissions.spam, messages: count() })
    .from(submissions)
    .where(gte(submissions.createdAt, weekStart))
    .groupBy(submissions.form, submissions.spam);
  const of = (form: string) =>
    found.filter((row) => row.form === form && !row.spam).reduce((sum, row) => sum + row.messages, 0);
  return {
    forms: MESSAGE_FORMS.map((form) => ({ form, messages: of(form) })),
    spam: found.filter((row) => row.spam).reduce((sum, row) => sum + row.messages, 0),
  };
}

/** The start of this month in the headquarters' time zone. */
const monthStart = sql`date_trunc('month', now() AT TIME ZONE ${headquarters.timeZone}) AT TIME ZONE ${headquarters.timeZone}`;

/**
 * What is waiting for the firm (spam apart): new messages, messages nobody owns, messages overdue (past the
 * promised reply time or their follow-up day); and how fast the firm answers: the median time from a message to
 * its first reply, over this month's messages that have one (null when none has).
 */
export async function waitingFigures(db: Db) {
  const [row] = await db
    .select({
      fresh: sql<number>`count(*) FILTER (WHERE ${submissions.status} = 'new')`.mapWith(Number),
      unowned: sql<number>`count(*) FILTER (WHERE ${submissions.ownerId} IS NULL)`.mapWith(Number),
      overdue: sql<number>`count(*) FILTER (WHERE ${overdue})`.mapWith(Number),
      medianReplyMinutes: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ${submissions.firstReplyAt} - ${submissions.createdAt}) / 60) FILTER (WHERE ${submissions.firstReplyAt} IS NOT NULL AND ${submissions.createdAt} >= ${monthStart})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(submissions)
    .where(and(eq(submissions.spam, false), sql`${submissions.form} <> 'newsletter'`));
  return row ?? { fresh: 0, unowned: 0, overdue: 0, medianReplyMinutes: null };
}

export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = [
  "confirmed",
  "pending",
  "unsubscribed",
  "bouncing",
];

/** The words of a search as a LIKE pattern that finds them anywhere, its wildcards taken literally. */
const containing = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Newsletter subscribers, newest first, optionally of one status and with `search` in their address; and how many
 * there are of each status (of those the search finds).
 */
export async function subscribers(
  db: Db,
  { status, limit, search }: { status?: SubscriberStatus; limit: number; search?: string },
) {
  const found = search?.trim() ? ilike(newsletterSubscribers.email, containing(search.trim())) : undefined;
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        locale: newsletterSubscribers.locale,
        status: newsletterSubscribers.status,
        createdAt: newsletterSubscribers.createdAt,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      })
      .from(newsletterSubscribers)
      .where(and(status ? eq(newsletterSubscribers.status, status) : undefined, found))
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(limit),
    db
      .select({ status: newsletterSubscribers.status, people: count() })
      .from(newsletterSubscribers)
      .where(found)
      .groupBy(newsletterSubscribers.status),
  ]);
  const total = (which: SubscriberStatus) => counts.find((row) => row.status === which)?.people ?? 0;
  return { rows, counts: Object.fromEntries(SUBSCRIBER_STATUSES.map((which) => [which, total(which)])) };
}

/** Mail not (yet) delivered: waiting, being sent, or given up on, oldest first, with its last error. */
export function undeliveredMail(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      queuedAt: mailOutbox.queuedAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      submissionId: mailOutbox.submissionId,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "sending", "dead"]))
    .orderBy(asc(mailOutbox.queuedAt))
    .limit(limit);
}

/** "Retry now" for one mail (its id), recorded in the audit log. Whether there was such a mail to retry. */
export async function retryFromOffice(database: Database, person: Member, id: string): Promise<boolean> {
  if (!z.uuid().safeParse(id).success) return false;
  const retried = await retryMailNow(database, id);
  if (retried) await audit(database.db, actorOf(person), "outbox.retry", id);
  return retried;
}

/** "Send again": every dead mail back in the queue, recorded in the audit log. Returns how many. */
export async function requeueFromOffice(database: Database, person: Member): Promise<number> {
  const requeued = await requeueDeadMail(database);
  await audit(database.db, actorOf(person), "outbox.requeue", null, { mails: requeued });
  return requeued;
}
