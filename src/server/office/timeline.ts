import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { leadOf } from "@/lib/forms";
import type { Db } from "../db/client";
import { alias } from "drizzle-orm/pg-core";
import {
  auditLog,
  companyKey,
  emailKey,
  leadReplies,
  staff,
  submissionNotes,
  submissions,
} from "../db/schema";
import type { TimelineEntry } from "@/types/office";
import { staffName } from "./inbox-filter";

/** An earlier message, beside the one a row is about (the name is the alias the query below gives the table). */
const earlier = alias(submissions, "earlier");

/** Whether another, earlier message (not spam) came from the same address or company: "wrote before". */
export const wroteBefore = sql<boolean>`EXISTS (
  SELECT 1 FROM ${submissions} AS "earlier"
  WHERE ${earlier.createdAt} < ${submissions.createdAt} AND NOT ${earlier.spam} AND ${earlier.form} <> 'newsletter'
    AND (${emailKey(earlier.fields)} = ${emailKey(submissions.fields)}
      OR ${companyKey(earlier.fields)} = NULLIF(${companyKey(submissions.fields)}, '')))`;

/** The most messages of one person or company the timeline reads. */
const RELATED = 50;

/**
 * One timeline for a message: it and the other messages from the same address or the same company (not spam),
 * with every note, reply, status change and change of owner on any of them, newest first. Each kind is one
 * query over all the messages; the address and company are indexed (lower case).
 */
export async function timelineOf(db: Db, message: { id: string; fields: Record<string, string> }) {
  const { email, company } = leadOf(message.fields);
  const related = await db
    .select({
      id: submissions.id,
      at: submissions.createdAt,
      form: submissions.form,
      fields: submissions.fields,
      mergedInto: submissions.mergedInto,
    })
    .from(submissions)
    .where(
      or(
        eq(submissions.id, message.id),
        and(
          eq(submissions.spam, false),
          ne(submissions.form, "newsletter"),
          or(
            email ? eq(emailKey(submissions.fields), email.toLowerCase()) : undefined,
            company ? eq(companyKey(submissions.fields), company.toLowerCase()) : undefined,
            sql`false`,
          ),
        ),
      ),
    )
    .orderBy(desc(submissions.createdAt))
    .limit(RELATED);
  const ids = related.map((row) => row.id);
  const [notes, replies, changes] = await Promise.all([
    db
      .select({
        at: submissionNotes.createdAt,
        messageId: submissionNotes.submissionId,
        author: sql<string>`COALESCE(${staff.name}, ${submissionNotes.authorEmail})`,
        body: submissionNotes.body,
      })
      .from(submissionNotes)
      .leftJoin(staff, eq(staff.id, submissionNotes.authorId))
      .where(inArray(submissionNotes.submissionId, ids)),
    db
      .select({
        at: leadReplies.createdAt,
        messageId: leadReplies.submissionId,
        author: leadReplies.author,
        subject: leadReplies.subject,
        body: leadReplies.body,
      })
      .from(leadReplies)
      .where(inArray(leadReplies.submissionId, ids)),
    db
      .select({
        at: auditLog.at,
        messageId: sql<string>`${auditLog.target}`,
        action: auditLog.action,
        author: sql<string>`COALESCE(${staffName}, ${auditLog.actor})`,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(and(inArray(auditLog.target, ids), inArray(auditLog.action, ["lead.status", "lead.owner"])))
      .orderBy(asc(auditLog.at)),
  ]);
  const entries: TimelineEntry[] = [
    ...related.map((row) => {
      const lead = leadOf(row.fields);
      return {
        kind: "message" as const,
        at: row.at,
        id: row.id,
        form: row.form,
        name: lead.name || lead.email,
        text: lead.text,
        current: row.id === message.id,
        merged: row.mergedInto !== null,
      };
    }),
    ...notes.map((note) => ({ kind: "note" as const, ...note })),
    ...replies.map((reply) => ({ kind: "reply" as const, ...reply })),
    ...changes.map(({ action, detail, ...change }) =>
      action === "lead.status"
        ? { kind: "status" as const, ...change, from: String(detail.from), to: String(detail.to) }
        : {
            kind: "owner" as const,
            ...change,
            owner: typeof detail.owner === "string" ? detail.owner : null,
          },
    ),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** The earliest other message from the same address, not merged itself: where a duplicate can be merged into. */
export async function mergeTarget(
  db: Db,
  message: { id: string; fields: Record<string, string>; receivedAt: Date },
) {
  const email = leadOf(message.fields).email.toLowerCase();
  if (!email) return undefined;
  const [earlier] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(emailKey(submissions.fields), email),
        ne(submissions.id, message.id),
        eq(submissions.spam, false),
        isNull(submissions.mergedInto),
        sql`${submissions.createdAt} < ${message.receivedAt.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(submissions.createdAt))
    .limit(1);
  return earlier?.id;
}
