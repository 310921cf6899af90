import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DoneCode, ErrorCode } from "@/content/office";
import { officePolicy } from "@/content/policy";
import type { Db } from "../db/client";
import { LEAD_STATUSES, staff, submissionNotes, submissions } from "../db/schema";
import { audit } from "./audit";
import type { Member } from "./guard";
import { actorOf } from "./sessions";

const NOTE_MAX = officePolicy.noteMaxLength;

/** Every change marks the message as worked on now: its retention period starts again (privacy/retention.ts). */
const touched = sql`now()`;

/** What a member of staff can do to a message, as posted by the message page's forms. */
export const leadChange = z.discriminatedUnion("action", [
  z.object({ action: z.literal("status"), status: z.enum(LEAD_STATUSES, "Choose a status.") }),
  z.object({ action: z.literal("spam"), spam: z.enum(["yes", "no"]) }),
  z.object({ action: z.literal("owner"), owner: z.union([z.uuid(), z.literal("")], "Choose a person.") }),
  z.object({
    action: z.literal("note"),
    note: z.string().trim().min(1).max(NOTE_MAX),
  }),
]);

export type LeadChange = z.infer<typeof leadChange>;

export type LeadOutcome = { ok: true; done: DoneCode } | { ok: false; error: ErrorCode };

/**
 * Applies one change to a message, with its audit line, in one transaction: its status, whether it is spam, its
 * owner (a member of staff, or nobody), or a new note under the person's name.
 */
export function changeLead(db: Db, person: Member, id: string, change: LeadChange): Promise<LeadOutcome> {
  if (!z.uuid().safeParse(id).success) return Promise.resolve({ ok: false, error: "unknown-message" });
  return db.transaction(async (tx) => {
    const [message] = await tx
      .select({ status: submissions.status, spam: submissions.spam, ownerId: submissions.ownerId })
      .from(submissions)
      .where(eq(submissions.id, id))
      .for("update");
    if (!message) return { ok: false, error: "unknown-message" };
    const actor = actorOf(person);
    switch (change.action) {
      case "status":
        await tx
          .update(submissions)
          .set({ status: change.status, updatedAt: touched })
          .where(eq(submissions.id, id));
        await audit(tx, actor, "lead.status", id, { from: message.status, to: change.status });
        return { ok: true, done: "status-changed" };
      case "spam":
        await tx
          .update(submissions)
          .set({ spam: change.spam === "yes", updatedAt: touched })
          .where(eq(submissions.id, id));
        await audit(tx, actor, change.spam === "yes" ? "lead.spam" : "lead.not-spam", id);
        return { ok: true, done: change.spam === "yes" ? "marked-spam" : "marked-not-spam" };
      case "owner": {
        const owner = change.owner
          ? (
              await tx
                .select({ id: staff.id, email: staff.email })
                .from(staff)
                .where(eq(staff.id, change.owner))
            )[0]
          : undefined;
        if (change.owner && !owner) return { ok: false, error: "unknown" };
        await tx
          .update(submissions)
          .set({ ownerId: owner?.id ?? null, updatedAt: touched })
          .where(eq(submissions.id, id));
        await audit(tx, actor, "lead.owner", id, { owner: owner?.email ?? null });
        return { ok: true, done: "owner-changed" };
      }
      case "note":
        await tx.insert(submissionNotes).values({
          submissionId: id,
          authorId: person.staffId,
          authorEmail: person.email,
          body: change.note,
        });
        await tx.update(submissions).set({ updatedAt: touched }).where(eq(submissions.id, id));
        await audit(tx, actor, "lead.note", id);
        return { ok: true, done: "note-added" };
    }
  });
}

/** A message's notes, oldest first, with their authors. */
export function notesOf(db: Db, id: string) {
  return db
    .select({
      id: submissionNotes.id,
      author: submissionNotes.authorEmail,
      body: submissionNotes.body,
      createdAt: submissionNotes.createdAt,
    })
    .from(submissionNotes)
    .where(eq(submissionNotes.submissionId, id))
    .orderBy(asc(submissionNotes.createdAt));
}
