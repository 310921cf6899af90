import "server-only";
import { and, getTableColumns, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { config, type Config } from "../config";
import type { Db } from "../db/client";
import {
  auditLog,
  formDrafts,
  mailOutbox,
  newsletterSubscribers,
  privacyErasures,
  submissionNotes,
  submissions,
} from "../db/schema";
import { describeError, log } from "../log";
import { mailFolder } from "../mail/transport";
import { audit, ERASED_SEARCH } from "../office/audit";
import type { Owner } from "../office/guard";
import { actorOf } from "../office/sessions";
import { emailAddress } from "../office/staff";
import { personHash, searchHash } from "../security/keys";
import { appendToLedger, type ErasureRecord } from "./ledger";
import { deleteMailFiles } from "./mail-files";
import { personalCopy, type PersonalCopy } from "./personal-copy";

/** The address a privacy request is about, as the owner typed it. */
export const personEmail = emailAddress("name@example.com");

/** What the audit log names a request by, given the keyed hash of the address (security/keys.ts personHash). */
export const personTarget = (hash: string) => `person:${hash}`;

/** What the audit log names a request by: the keyed hash of the address, never the address (security/keys.ts). */
export const requestTarget = (email: string) => personTarget(personHash(email));

/**
 * The files an erasure reaches besides the database: DATA_DIR, whose keys folder holds the erasure ledger
 * (privacy/ledger.ts), and the mail folder, when mail goes to files (no SMTP_URL), else null.
 */
export interface PrivacyFiles {
  dataDir: string;
  mailDir: string | null;
}

/** This installation's PrivacyFiles, from its settings. */
export const privacyFiles = (settings: Config = config()): PrivacyFiles => ({
  dataDir: settings.dataDir,
  mailDir: settings.smtpUrl ? null : mailFolder(settings.dataDir),
});

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
export type RecordCounts = Record<"messages" | "notes" | "newsletter" | "drafts" | "mail", number>;

export const recordCounts = (records: PersonRecords): RecordCounts => ({
  messages: records.messages.length,
  notes: records.notes.length,
  newsletter: records.newsletter.length,
  drafts: records.drafts.length,
  mail: records.mail.length,
});

/**
 * Answers a request for access (and portability): the records of `email` as the person may read them
 * (privacy/personal-copy.ts: without token hashes or internal columns), and a line in the audit log under the
 * address's keyed hash, with the counts.
 */
export function exportPerson(db: Db, person: Owner, email: string): Promise<PersonalCopy> {
  return db.transaction(async (tx) => {
    const records = await findPerson(tx, email);
    await audit(tx, actorOf(person), "privacy.export", requestTarget(email), recordCounts(records));
    return personalCopy(records, new Date());
  });
}

/** The records among `records` made before `cutoff`: what an erasure at that moment erased (privacy/erasures.ts). */
export function madeBefore(records: PersonRecords, cutoff: Date): PersonRecords {
  const before = (row: { createdAt: Date }) => row.createdAt.getTime() < cutoff.getTime();
  const messages = records.messages.filter(before);
  const newsletter = records.newsletter.filter(before);
  const messageIds = new Set(messages.map((row) => row.id));
  const subscriberIds = new Set(newsletter.map((row) => row.id));
  return {
    email: records.email,
    messages,
    notes: records.notes.filter((note) => messageIds.has(note.submissionId)),
    newsletter,
    drafts: records.drafts.filter(before),
    // Mail to a record that goes is the record's, whenever it was queued.
    mail: records.mail.filter(
      (mail) =>
        before(mail) ||
        (mail.submissionId !== null && messageIds.has(mail.submissionId)) ||
        (mail.subscriberId !== null && subscriberIds.has(mail.subscriberId)),
    ),
  };
}

/** A campaign's mail kept for its figures once its reader is erased: no reader, no address, no words of theirs. */
const DETACHED = {
  subscriberId: null,
  recipient: "",
  replyTo: null,
  replyName: null,
  subject: "",
  textBody: "",
  htmlBody: "",
  headers: {},
  lastError: null,
} as const;

/**
 * Forgets the mail `which` picks: a campaign's mail that went out (or was tried) is kept for the campaign's figures,
 * detached from its reader and without their address; all other mail is deleted.
 */
export async function forgetMail(tx: Db, which: SQL): Promise<void> {
  const stages = await tx
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, status: mailOutbox.status })
    .from(mailOutbox)
    .where(which)
    .for("update");
  const counted = stages.filter((row) => row.kind === "campaign" && row.status !== "pending");
  const gone = stages.filter((row) => !counted.includes(row));
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  if (counted.length)
    await tx
      .update(mailOutbox)
      .set(DETACHED)
      .where(inArray(mailOutbox.id, ids(counted)));
  if (gone.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, ids(gone)));
}

/**
 * Deletes `records` (found in `tx`, the erasure's transaction) for good. The person's mail first, each row locked
 * (a worker's claim or mark waits for the erasure): what is still to go is deleted, so it never goes out; a
 * campaign's mail that went, was given up or is being sent this moment stays, detached from the person, so that
 * its campaign's figures still count it (the subscriber's cascade would delete it). Then the messages (with their
 * notes), the newsletter record and the drafts; and the audit lines of exports that searched for the address lose
 * that search's hash (the answers to requests stay, under `person:`). With `cutoff`, only audit lines older than it.
 */
export async function eraseRecords(tx: Db, records: PersonRecords, cutoff?: Date): Promise<void> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  if (records.mail.length) await forgetMail(tx, inArray(mailOutbox.id, ids(records.mail)));
  if (records.messages.length)
    await tx.delete(submissions).where(inArray(submissions.id, ids(records.messages)));
  if (records.newsletter.length)
    await tx.delete(newsletterSubscribers).where(inArray(newsletterSubscribers.id, ids(records.newsletter)));
  if (records.drafts.length) await tx.delete(formDrafts).where(inArray(formDrafts.id, ids(records.drafts)));
  await tx
    .update(auditLog)
    .set({ detail: sql`jsonb_set(${auditLog.detail}, '{search}', ${JSON.stringify(ERASED_SEARCH)}::jsonb)` })
    .where(
      and(
        sql`${auditLog.detail}->>'search' = ${searchHash(records.email)}`,
        cutoff ? lt(auditLog.at, cutoff) : undefined,
      ),
    );
}

/**
 * Records an erasure of the address whose keyed hash is `hash`, in the erasure's transaction: its time is the
 * next millisecond of the database's clock, so that every record the erasure saw was made before it.
 */
export async function recordErasure(tx: Db, hash: string): Promise<ErasureRecord> {
  const [row] = await tx
    .insert(privacyErasures)
    .values({
      personHash: hash,
      erasedAt: sql`date_trunc('milliseconds', clock_timestamp()) + interval '1 millisecond'`,
    })
    .returning({ erasedAt: privacyErasures.erasedAt });
  return { person: hash, at: row!.erasedAt.toISOString() };
}

/**
 * What follows a committed erasure outside the database: its line in the ledger, and the deletion of its mail
 * files. Neither can undo the erasure, so a failure is logged, not thrown: the ledger takes what the database
 * holds at the next hourly check (privacy/erasures.ts), and the daily job deletes the files of rows that are gone.
 */
export async function afterErasure(
  files: PrivacyFiles,
  records: ErasureRecord[],
  mailIds: string[],
): Promise<void> {
  try {
    appendToLedger(files.dataDir, records);
  } catch (error) {
    log.error({ reason: describeError(error) }, "erasure not written to the ledger yet");
  }
  if (!files.mailDir) return;
  try {
    await deleteMailFiles(files.mailDir, mailIds);
  } catch (error) {
    log.error({ reason: describeError(error) }, "mail files of an erasure not deleted yet");
  }
}

/**
 * Answers a request for erasure: every record of `email` deleted for good in one transaction (mail bodies too),
 * with a line in the audit log under the address's keyed hash, with the counts, and the erasure recorded (hash and
 * time) in the database; once that has committed, in the ledger beside the privacy key too, and the person's mail
 * files go from `files.mailDir`. Returns the counts.
 */
export async function erasePerson(db: Db, person: Owner, email: string, files: PrivacyFiles) {
  const { counts, record, mailIds } = await db.transaction(async (tx) => {
    const records = await findPerson(tx, email);
    await eraseRecords(tx, records);
    const counts = recordCounts(records);
    await audit(tx, actorOf(person), "privacy.erase", requestTarget(email), counts);
    const record = await recordErasure(tx, personHash(email));
    return { counts, record, mailIds: records.mail.map((mail) => mail.id) };
  });
  await afterErasure(files, [record], mailIds);
  return counts;
}
