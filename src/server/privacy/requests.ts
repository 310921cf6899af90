import "server-only";
import { getTableColumns, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { formDrafts, mailOutbox, newsletterSubscribers, submissionNotes, submissions } from "../db/schema";
import { audit } from "../office/audit";
import { actorOf, type SignedIn } from "../office/sessions";
import { emailAddress } from "../office/staff";
import { personHash } from "../security/keys";

/** The address a privacy request is about, as the owner typed it. */
export const personEmail = emailAddress("name@example.com");

/** What the audit log names a request by: the keyed hash of the address, never the address (security/keys.ts). */
export const requestTarget = (email: string) => `person:${personHash(email)}`;

/**
 * Everything the site holds about one address, every column of every row as stored: the person's messages (by
 * the address they gave), the notes on them, their newsletter record, the form drafts they left, and every mail to,
 * from or about them. The search column of a message is left out: PostgreSQL derives it from the fields.
 */
export type PersonRecords = Awaited<ReturnType<typeof findPerson>>;

const messageColumns = Object.fromEntries(
  Object.entries(getTableColumns(submissions)).filter(([name]) => name !== "search"),
) as Omit<ReturnType<typeof getTableColumns<typeof submissions>>, "search">;

const sameAddress = (column: SQL, email: string) => sql`lower(${column}) = ${email}`;

/**
 * The records of `email` (already lower case), read in `db` (a transaction, when they are about to go): for the
 * office's page, reading is not recorded; the export and the erasure are.
 */
export async function findPerson(db: Db, email: string) {
  const messages = await db
    .select(messageColumns)
    .from(submissions)
    .where(sameAddress(sql`${submissions.fields}->>'email'`, email))
    .orderBy(submissions.createdAt);
  const newsletter = await db
    .select()
    .from(newsletterSubscribers)
    .where(sameAddress(sql`${newsletterSubscribers.email}`, email));
  const messageIds = messages.map((message) => message.id);
  const subscriberIds = newsletter.map((subscriber) => subscriber.id);
  const notes =
    messageIds.length === 0
      ? []
      : await db
          .select()
          .from(submissionNotes)
          .where(inArray(submissionNotes.submissionId, messageIds))
          .orderBy(submissionNotes.createdAt);
  const mail = await db
    .select()
    .from(mailOutbox)
    .where(
      or(
        sameAddress(sql`${mailOutbox.recipient}`, email),
        sameAddress(sql`${mailOutbox.replyTo}`, email),
        messageIds.length ? inArray(mailOutbox.submissionId, messageIds) : undefined,
        subscriberIds.length ? inArray(mailOutbox.subscriberId, subscriberIds) : undefined,
      ),
    )
    .orderBy(mailOutbox.createdAt);
  const drafts = await db
    .select()
    .from(formDrafts)
    .where(sameAddress(sql`${formDrafts.values}->>'email'`, email));
  return { email, messages, notes, newsletter, drafts, mail };
}

/** How many records of each kind a request found. */
export const recordCounts = (records: PersonRecords) => ({
  messages: records.messages.length,
  notes: records.notes.length,
  newsletter: records.newsletter.length,
  drafts: records.drafts.length,
  mail: records.mail.length,
});

/**
 * Answers a request for access (and portability): the records of `email` as one JSON document, and a line in the
 * audit log under the address's keyed hash, with the counts.
 */
export function exportPerson(db: Db, person: SignedIn, email: string) {
  return db.transaction(async (tx) => {
    const records = await findPerson(tx, email);
    await audit(tx, actorOf(person), "privacy.export", requestTarget(email), recordCounts(records));
    return { generatedAt: new Date().toISOString(), ...records };
  });
}

/**
 * Answers a request for erasure: every record of `email` deleted for good in one transaction (mail bodies too),
 * and a line in the audit log under the address's keyed hash, with the counts. Returns the counts.
 */
export function erasePerson(db: Db, person: SignedIn, email: string) {
  return db.transaction(async (tx) => {
    const records = await findPerson(tx, email);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const mailIds = ids(records.mail);
    // Mail first: what belongs to no message or subscriber has no cascade to take it.
    if (mailIds.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, mailIds));
    if (records.messages.length)
      await tx.delete(submissions).where(inArray(submissions.id, ids(records.messages)));
    if (records.newsletter.length)
      await tx
        .delete(newsletterSubscribers)
        .where(inArray(newsletterSubscribers.id, ids(records.newsletter)));
    if (records.drafts.length) await tx.delete(formDrafts).where(inArray(formDrafts.id, ids(records.drafts)));
    const counts = recordCounts(records);
    await audit(tx, actorOf(person), "privacy.erase", requestTarget(email), counts);
    return counts;
  });
}
