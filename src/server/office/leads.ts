import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DoneCode, ErrorCode } from "@/content/office";
import { officePolicy } from "@/content/policy";
import type { Db } from "../db/client";
import { LEAD_STATUSES, leadReads, mailOutbox, staff, submissionNotes, submissions } from "../db/schema";
import { assignmentMail } from "../mail/templates/assignment";
import { audit } from "./audit";
import { dayStart, dueDay } from "./inbox-filter";
import type { Member } from "./guard";
import { actorOf } from "./sessions";

const NOTE_MAX = officePolicy.noteMaxLength;

/** Every change marks the message as worked on now: its retention period starts again (privacy/retention.ts). */
const touched = sql`now()`;

/** A calendar day as a date field sends it, from 1970 on; empty for none. */
const followUpDay = z.union([
  z.iso.date().refine((day) => day >= "1970-01-01" && day <= "9999-12-31"),
  z.literal(""),
]);

/** What a member of staff can do to a message, as posted by the message page's forms. */
export const leadChange = z.discriminatedUnion("action", [
  // The one triage form: status, owner, follow-up day and a note, saved together.
  z.object({
    action: z.literal("triage"),
    status: z.enum(LEAD_STATUSES, "Choose a status."),
    owner: z.union([z.uuid(), z.literal("")], "Choose a person."),
    due: followUpDay,
    note: z.string().trim().max(NOTE_MAX).default(""),
  }),
  z.object({ action: z.literal("assign-me") }),
  // A reply sent from the person's own mailbox: the message is answered, and the first reply is now.
  z.object({ action: z.literal("replied") }),
  z.object({ action: z.literal("spam"), spam: z.enum(["yes", "no"]) }),
]);

export type LeadChange = z.infer<typeof leadChange>;

export type LeadOutcome = { ok: true; done: DoneCode } | { ok: false; error: ErrorCode };

/** Where the office is, for the assignment mail's link. */
export interface LeadContext {
  siteUrl: string;
}

/**
 * Applies one change to a message, with its audit lines, in one transaction. The triage form saves whatever of
 * status, owner, follow-up day and note differs from what is stored (one audit line each); setting the status to
 * answered records the first reply if none was. A new owner other than the person saving is mailed, through the
 * outbox, with a link to the message.
 */
export function changeLead(
  db: Db,
  person: Member,
  id: string,
  change: LeadChange,
  context: LeadContext,
): Promise<LeadOutcome> {
  if (!z.uuid().safeParse(id).success) return Promise.resolve({ ok: false, error: "unknown-message" });
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({
        status: submissions.status,
        spam: submissions.spam,
        ownerId: submissions.ownerId,
        due: dueDay,
        firstReplyAt: submissions.firstReplyAt,
        fields: submissions.fields,
        form: submissions.form,
        locale: submissions.locale,
      })
      .from(submissions)
      .where(eq(submissions.id, id))
      .for("update");
    if (!message) return { ok: false, error: "unknown-message" };
    const actor = actorOf(person);

    /** Sets the owner, audits it, and mails the new owner when it is somebody else. */
    const assign = async (ownerId: string) => {
      const owner = ownerId
        ? (
            await tx
              .select({ id: staff.id, email: staff.email, name: staff.name })
              .from(staff)
              .where(eq(staff.id, ownerId))
          )[0]
        : undefined;
      if (ownerId && !owner) return false;
      await tx
        .update(submissions)
        .set({ ownerId: owner?.id ?? null })
        .where(eq(submissions.id, id));
      await audit(tx, actor, "lead.owner", id, { owner: owner?.email ?? null });
      if (owner && owner.id !== person.staffId) {
        const mail = assignmentMail({
          message: { id, form: message.form, fields: message.fields, locale: message.locale },
          assignedBy: person.name ?? person.email,
          officeUrl: new URL(`/office/messages/${id}`, context.siteUrl).toString(),
        });
        await tx.insert(mailOutbox).values({
          kind: "assignment",
          submissionId: id,
          recipient: owner.email,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
        });
      }
      return true;
    };

    const answered = async () => {
      await tx
        .update(submissions)
        .set({ status: "answered", firstReplyAt: sql`COALESCE(${submissions.firstReplyAt}, now())` })
        .where(eq(submissions.id, id));
    };

    switch (change.action) {
      case "triage": {
        let changed = false;
        if (change.owner !== (message.ownerId ?? "")) {
          if (!(await assign(change.owner))) return { ok: false, error: "unknown" };
          changed = true;
        }
        if (change.status !== message.status) {
          if (change.status === "answered") await answered();
          else await tx.update(submissions).set({ status: change.status }).where(eq(submissions.id, id));
          await audit(tx, actor, "lead.status", id, { from: message.status, to: change.status });
          changed = true;
        }
        if (change.due !== (message.due ?? "")) {
          await tx
            .update(submissions)
            .set({ dueAt: change.due ? dayStart(sql`${change.due}::date`) : null })
            .where(eq(submissions.id, id));
          await audit(tx, actor, "lead.due", id, { due: change.due || null });
          changed = true;
        }
        if (change.note) {
          await tx.insert(submissionNotes).values({
            submissionId: id,
            authorId: person.staffId,
            authorEmail: person.email,
            body: change.note,
          });
          await audit(tx, actor, "lead.note", id);
          changed = true;
        }
        if (!changed) return { ok: true, done: "nothing-changed" };
        await tx.update(submissions).set({ updatedAt: touched }).where(eq(submissions.id, id));
        return { ok: true, done: "lead-saved" };
      }
      case "assign-me":
        if (message.ownerId === person.staffId) return { ok: true, done: "nothing-changed" };
        await assign(person.staffId);
        await tx.update(submissions).set({ updatedAt: touched }).where(eq(submissions.id, id));
        return { ok: true, done: "assigned-to-you" };
      case "replied":
        await answered();
        await tx.update(submissions).set({ updatedAt: touched }).where(eq(submissions.id, id));
        await audit(tx, actor, "lead.replied-by-mail", id);
        return { ok: true, done: "replied-by-mail" };
      case "spam":
        await tx
          .update(submissions)
          .set({ spam: change.spam === "yes", updatedAt: touched })
          .where(eq(submissions.id, id));
        await audit(tx, actor, change.spam === "yes" ? "lead.spam" : "lead.not-spam", id);
        return { ok: true, done: change.spam === "yes" ? "marked-spam" : "marked-not-spam" };
    }
  });
}

/** Records that a member of staff has opened a message: the inbox no longer marks it unread for them. */
export async function markRead(db: Db, staffId: string, submissionId: string): Promise<void> {
  await db.insert(leadReads).values({ staffId, submissionId }).onConflictDoNothing();
}

/** A message's notes, oldest first, with their authors. */
export function notesOf(db: Db, id: string) {
  return db
    .select({
      id: submissionNotes.id,
      author: sql<string>`COALESCE(${staff.name}, ${submissionNotes.authorEmail})`,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .leftJoin(staff, eq(staff.id, submissionNotes.authorId))
    .where(eq(submissionNotes.submissionId, id))
    .orderBy(asc(submissionNotes.createdAt));
}
