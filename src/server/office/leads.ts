import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DoneCode, ErrorCode } from "@/content/office";
import { officePolicy } from "@/content/policy";
import type { Db } from "../db/client";
import { leadOf, shownValue } from "@/lib/forms";
import {
  LEAD_STATUSES,
  leadReads,
  leadReplies,
  mailOutbox,
  staff,
  submissionNotes,
  submissions,
} from "../db/schema";
import { assignmentMail } from "../mail/templates/assignment";
import { replyMail } from "../mail/templates/reply";
import { messageIdOf } from "../mail/transport";
import { audit } from "./audit";
import { dayStart, dueDay } from "./inbox-filter";
import { mergeTarget } from "./timeline";
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
  // A second message from the same address, merged into the earliest: it leaves the lists, nothing is deleted.
  z.object({ action: z.literal("merge") }),
  // A reply written in the office, sent to the visitor through the outbox.
  z.object({ action: z.literal("reply"), reply: z.string().trim().min(1).max(officePolicy.replyMaxLength) }),
]);

export type LeadChange = z.infer<typeof leadChange>;

/** What a change did; a merge names the message the lead now lives on (`to`). */
export type LeadOutcome = { ok: true; done: DoneCode; to?: string } | { ok: false; error: ErrorCode };

/** Where the office is (the assignment mail's link), and the site's sender (a reply's In-Reply-To names it). */
export interface LeadContext {
  siteUrl: string;
  mailFrom: string;
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
        receivedAt: submissions.createdAt,
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
      case "reply": {
        const lead = leadOf(message.fields);
        if (message.spam || !lead.email) return { ok: false, error: "no-address" };
        const author = person.name || person.email;
        const mail = replyMail({
          locale: message.locale,
          about: shownValue(message.form, lead.aboutField, lead.about, message.locale),
          body: change.reply,
          author,
          original: { name: lead.name || lead.email, receivedAt: message.receivedAt, text: lead.text },
        });
        // Threads with the firm's notice of the message, as the partner's own mail client would.
        const [notice] = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.submissionId, id), eq(mailOutbox.kind, "notification")));
        const thread = notice ? messageIdOf(notice.id, context.mailFrom) : null;
        const [queued] = await tx
          .insert(mailOutbox)
          .values({
            kind: "reply",
            submissionId: id,
            recipient: lead.email,
            fromName: author,
            replyTo: person.email,
            replyName: author,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html,
            headers: thread ? { "In-Reply-To": thread, References: thread } : {},
          })
          .returning({ id: mailOutbox.id });
        await tx.insert(leadReplies).values({
          submissionId: id,
          authorId: person.staffId,
          author,
          subject: mail.subject,
          body: change.reply,
          mailId: queued!.id,
        });
        await answered();
        await tx.update(submissions).set({ updatedAt: touched }).where(eq(submissions.id, id));
        await audit(tx, actor, "lead.reply", id);
        return { ok: true, done: "reply-queued" };
      }
      case "merge": {
        const into = await mergeTarget(tx, { id, fields: message.fields, receivedAt: message.receivedAt });
        if (!into) return { ok: false, error: "nothing-to-merge" };
        await tx
          .update(submissions)
          .set({ mergedInto: into, updatedAt: touched })
          .where(eq(submissions.id, id));
        await audit(tx, actor, "lead.merge", id, { into });
        return { ok: true, done: "merged", to: into };
      }
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
