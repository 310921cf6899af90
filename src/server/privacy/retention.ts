import "server-only";
import { DAY } from "@/lib/time-zones";
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Retention } from "@/content/policy";
import type { Db } from "../db/client";
import {
  auditLog,
  mailOutbox,
  newsletterSubscribers,
  pageReads,
  rateLimits,
  submissions,
} from "../db/schema";
import { deleteExpiredDrafts } from "../forms/drafts";
import { deleteEndedSessions } from "../office/sessions";

/** How many records of each kind one run deleted: what the log and the office show, never what they held. */
export type RetentionCounts = Record<
  "messages" | "subscribers" | "mail" | "drafts" | "rateLimits" | "audit" | "pageReads",
  number
>;

const monthsBefore = (now: Date, months: number) => {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment;
};
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/** Expired rate-limit counters go an hour after their window ends, as /privacy says. */
const COUNTER_GRACE_MS = 3_600_000;

/**
 * Deletes everything past its time (the periods of content/policy.ts, as the RETAIN_* settings set them), all in
 * one transaction:
 * - messages not worked on for `messagesMonths`, with their notes and their mail (by cascade);
 * - newsletter addresses unsubscribed `unsubscribedMonths` ago, or never confirmed `unconfirmedDays` after their last
 *   sign-up, with their mail;
 * - sent or undelivered mail that belongs to no message, `mailDays` after it was queued;
 * - lines of the audit log, `auditMonths` after they were written;
 * - page reads counted by the server, `pageReadsDays` after them;
 * - form drafts, rate-limit counters, and ended office sessions and links, whose short lives are fixed.
 */
export function applyRetention(db: Db, retention: Retention, now = new Date()): Promise<RetentionCounts> {
  return db.transaction(async (tx) => {
    const messages = await tx
      .delete(submissions)
      .where(lt(submissions.updatedAt, monthsBefore(now, retention.messagesMonths)))
      .returning({ id: submissions.id });
    const subscribers = await tx
      .delete(newsletterSubscribers)
      .where(
        or(
          and(
            eq(newsletterSubscribers.status, "unsubscribed"),
            lt(newsletterSubscribers.unsubscribedAt, monthsBefore(now, retention.unsubscribedMonths)),
          ),
          and(
            eq(newsletterSubscribers.status, "pending"),
            lt(newsletterSubscribers.updatedAt, daysBefore(now, retention.unconfirmedDays)),
          ),
        ),
      )
      .returning({ id: newsletterSubscribers.id });
    const mail = await tx
      .delete(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.submissionId),
          inArray(mailOutbox.status, ["sent", "dead"]),
          lt(mailOutbox.queuedAt, daysBefore(now, retention.mailDays)),
        ),
      )
      .returning({ id: mailOutbox.id });
    const audit = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, monthsBefore(now, retention.auditMonths)))
      .returning({ id: auditLog.id });
    const reads = await tx
      .delete(pageReads)
      .where(lt(pageReads.at, daysBefore(now, retention.pageReadsDays)))
      .returning({ reads: pageReads.reads });
    const drafts = await deleteExpiredDrafts(tx);
    const counters = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(now.getTime() - COUNTER_GRACE_MS)))
      .returning({ key: rateLimits.key });
    await deleteEndedSessions(tx);
    return {
      messages: messages.length,
      subscribers: subscribers.length,
      mail: mail.length,
      drafts,
      rateLimits: counters.length,
      audit: audit.length,
      pageReads: reads.reduce((sum, row) => sum + row.reads, 0),
    };
  });
}
