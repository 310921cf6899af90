import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { subscriberPolicy } from "@/content/policy";
import type { Locale } from "@/types/facts";
import type { Db } from "../db/client";
import { auditLog, mailOutbox, newsletterBounces, newsletterSubscribers as subscribers } from "../db/schema";
import { audit } from "../office/audit";
import type { Member } from "../office/guard";
import { actorOf } from "../office/sessions";
import { forgetMail } from "../privacy/requests";
import { subscribeIn } from "./service";

/** Consent given elsewhere than on the site, as an owner records it: where, and on which day. */
export interface Consent {
  source: string;
  at: Date;
}

/** A reader the office puts on the list: by hand, or as a line of an import. */
export interface NewReader {
  email: string;
  locale: Locale;
  consent?: Consent;
}

/** Why a reader could not be put on the list (or a line of an import was left out). */
export type ListProblem =
  "email" | "language" | "consent-source" | "consent-date" | "consent-owner" | "already-reader" | "repeated";

export type AddOutcome = { ok: true; id: string; confirmed: boolean } | { ok: false; problem: ListProblem };

const isEmail = (email: string) => email.length <= 254 && z.email().safeParse(email).success;

/**
 * Checks a reader before it is written: a real address, and a recorded consent with its source and a day that has
 * been, which only an owner may record.
 */
function problemOf(reader: NewReader, person: Member): ListProblem | undefined {
  if (!isEmail(reader.email.trim())) return "email";
  if (!reader.consent) return undefined;
  if (person.role !== "owner") return "consent-owner";
  const source = reader.consent.source.trim();
  if (!source || source.length > subscriberPolicy.consentSourceMaxLength || /[\p{Cc}]/u.test(source))
    return "consent-source";
  if (Number.isNaN(reader.consent.at.getTime()) || reader.consent.at.getTime() > Date.now())
    return "consent-date";
  return undefined;
}

/**
 * Puts one reader on the list in the caller's transaction. Without a recorded consent they get the confirmation
 * mail and are on the list once they confirm, as after a sign-up on the site (one who is pending already gets no
 * second mail within a day). With a consent an owner recorded, they are confirmed at once, with its source and day
 * kept, and no mail. A confirmed reader is left as they are: "already-reader".
 */
async function addIn(tx: Db, person: Member, reader: NewReader, siteUrl: string): Promise<AddOutcome> {
  const email = reader.email.trim().toLowerCase();
  const [known] = await tx
    .select({ id: subscribers.id, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.email, email));
  if (known?.status === "confirmed") return { ok: false, problem: "already-reader" };
  if (!reader.consent) {
    const id = await subscribeIn(
      tx,
      email,
      { siteUrl, clientHash: null, addedBy: person.email },
      reader.locale,
    );
    return { ok: true, id: id ?? known!.id, confirmed: false };
  }
  const recorded = {
    status: "confirmed" as const,
    consentVersion: `recorded: ${reader.consent.source.trim()}`,
    consentSource: reader.consent.source.trim(),
    consentAt: reader.consent.at,
    confirmedAt: sql`now()`,
    confirmTokenHash: null,
    unsubscribedAt: null,
    locale: reader.locale,
    addedBy: person.email,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(subscribers)
    .values({ email, ...recorded })
    .onConflictDoUpdate({ target: subscribers.email, set: recorded })
    .returning({ id: subscribers.id });
  // A reader whose address bounced before starts again with none, as one who confirms does.
  await tx.delete(newsletterBounces).where(eq(newsletterBounces.subscriberId, row!.id));
  return { ok: true, id: row!.id, confirmed: true };
}

/** The reader as the audit log keeps it: their edition and, for a recorded consent, its source and day. */
const auditDetail = (reader: NewReader) => ({
  locale: reader.locale,
  ...(reader.consent
    ? { consent: reader.consent.source.trim(), consentAt: reader.consent.at.toISOString().slice(0, 10) }
    : {}),
});

/** Puts one reader on the list by hand (`addIn`), audited. */
export function addReader(db: Db, person: Member, reader: NewReader, siteUrl: string) {
  return db.transaction(async (tx): Promise<AddOutcome> => {
    const problem = problemOf(reader, person);
    if (problem) return { ok: false, problem };
    const added = await addIn(tx, person, reader, siteUrl);
    if (added.ok) await audit(tx, actorOf(person), "subscriber.add", added.id, auditDetail(reader));
    return added;
  });
}

/** A line of an import left out, and why. Its address is not repeated: the office names the line. */
export interface SkippedLine {
  line: number;
  problem: ListProblem;
}

/** What an import did: how many readers were added (mailed to confirm, or confirmed by a recorded consent). */
export interface ImportReport {
  mailed: number;
  confirmed: number;
  skipped: SkippedLine[];
}

export type ImportOutcome =
  | { ok: true; report: ImportReport; auditId: number }
  | { ok: false; problem: "csv-empty" | "csv-columns" | "csv-long" | "consent-owner" };

/**
 * The rows of a CSV file: fields separated by commas, or by semicolons (as a spreadsheet in Dutch writes them, told
 * by the first line), quoted with double quotes where they hold one, a separator or a line break.
 */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, "");
  const firstLine = body.split(/\r?\n/, 1)[0] ?? "";
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (body[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[index + 1] === "\n") index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The languages an import's column may name, as people write them in either language. */
const LANGUAGES: Record<string, Locale> = {
  en: "en",
  english: "en",
  engels: "en",
  nl: "nl",
  dutch: "nl",
  nederlands: "nl",
};

/** The names a column may have in the first line, in English or Dutch. */
const COLUMNS = {
  email: ["email", "e-mail", "emailadres", "e-mailadres", "address", "adres"],
  language: ["language", "taal", "locale", "edition", "editie"],
  consentSource: ["consent source", "consent_source", "source", "bron", "toestemming"],
  consentDate: ["consent date", "consent_date", "date", "datum", "toestemming op"],
} as const;

/** A day as a spreadsheet writes it: 2026-03-14, or 14-03-2026 and 14/03/2026 (day first, as in the Netherlands). */
function dayOf(text: string): Date {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const european = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  if (!year) return new Date(Number.NaN);
  const at = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return at.getUTCDate() === Number(day) && at.getUTCMonth() === Number(month) - 1
    ? at
    : new Date(Number.NaN);
}

/** An import's lines as readers, each with its line number, or what is wrong with the file as a whole. */
function readersOf(
  text: string,
):
  | { ok: true; lines: { line: number; reader?: NewReader; problem?: ListProblem }[] }
  | { ok: false; problem: "csv-empty" | "csv-columns" | "csv-long" } {
  const rows = csvRows(text).filter((row) => row.some((cell) => cell.trim() !== ""));
  if (rows.length < 2) return { ok: false, problem: "csv-empty" };
  if (rows.length - 1 > subscriberPolicy.importMaxRows) return { ok: false, problem: "csv-long" };
  const header = rows[0]!.map((name) => name.trim().toLowerCase());
  const column = (names: readonly string[]) => header.findIndex((name) => names.includes(name));
  const [email, language, source, date] = [
    column(COLUMNS.email),
    column(COLUMNS.language),
    column(COLUMNS.consentSource),
    column(COLUMNS.consentDate),
  ];
  if (email < 0) return { ok: false, problem: "csv-columns" };
  return {
    ok: true,
    lines: rows.slice(1).map((row, index) => {
      const line = index + 2;
      const cell = (at: number) => (at < 0 ? "" : (row[at] ?? "").trim());
      const locale = cell(language) === "" ? "en" : LANGUAGES[cell(language).toLowerCase()];
      if (!locale) return { line, problem: "language" as const };
      const consent =
        cell(source) || cell(date) ? { source: cell(source), at: dayOf(cell(date)) } : undefined;
      return { line, reader: { email: cell(email).toLowerCase(), locale, consent } };
    }),
  };
}

/**
 * Imports a CSV of readers (an address column, and optionally their language and a consent's source and day) in one
 * transaction: each line is added as one added by hand is (`addIn`: mailed to confirm, or confirmed by its
 * recorded consent), and the lines that cannot be are left out and reported by number: an address that is no
 * address, a language that is neither English nor Dutch, a consent without its source or day, an address that is
 * a reader already or came earlier in the file. A file with a consent column is an owner's to import. Either
 * every line that can be added is added, or (the database failing midway) none is: nothing is half-imported.
 */
export function importReaders(db: Db, person: Member, text: string, siteUrl: string) {
  return db.transaction(async (tx): Promise<ImportOutcome> => {
    const read = readersOf(text);
    if (!read.ok) return read;
    if (person.role !== "owner" && read.lines.some((line) => line.reader?.consent))
      return { ok: false, problem: "consent-owner" };
    const report: ImportReport = { mailed: 0, confirmed: 0, skipped: [] };
    const seen = new Set<string>();
    for (const { line, reader, problem } of read.lines) {
      const refused =
        problem ?? problemOf(reader!, person) ?? (seen.has(reader!.email) ? "repeated" : undefined);
      if (refused) {
        report.skipped.push({ line, problem: refused });
        continue;
      }
      seen.add(reader!.email);
      const added = await addIn(tx, person, reader!, siteUrl);
      if (!added.ok) report.skipped.push({ line, problem: added.problem });
      else if (added.confirmed) report.confirmed += 1;
      else report.mailed += 1;
    }
    const auditId = await audit(tx, actorOf(person), "subscribers.import", null, {
      mailed: report.mailed,
      confirmed: report.confirmed,
      skipped: report.skipped.length,
      // Line numbers and reasons only ("4:email 9:repeated"): the log keeps no address of the file.
      lines: report.skipped.map(({ line, problem }) => `${line}:${problem}`).join(" "),
    });
    return { ok: true, report, auditId };
  });
}

/** The report of an import, from its audit line; undefined for any other line. */
export async function importReport(db: Db, auditId: number): Promise<ImportReport | undefined> {
  if (!Number.isSafeInteger(auditId)) return undefined;
  const [line] = await db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(eq(auditLog.id, auditId));
  if (line?.action !== "subscribers.import" || !line.detail) return undefined;
  const detail = line.detail as Record<string, unknown>;
  return {
    mailed: Number(detail.mailed) || 0,
    confirmed: Number(detail.confirmed) || 0,
    skipped: String(detail.lines ?? "")
      .split(" ")
      .filter(Boolean)
      .map((entry) => {
        const [line, problem] = entry.split(":");
        return { line: Number(line), problem: problem as ListProblem };
      }),
  };
}

/** One reader as the office shows them, with the issues their server refused; undefined when there is none. */
export async function readerById(db: Db, id: string) {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [reader] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  if (!reader) return undefined;
  const bounces = await db
    .select({ at: newsletterBounces.at, reason: newsletterBounces.reason })
    .from(newsletterBounces)
    .where(eq(newsletterBounces.subscriberId, id))
    .orderBy(desc(newsletterBounces.at));
  return { ...reader, bounces };
}

/** Changes the edition a reader receives, audited; false when there is no such reader. */
export function setReaderLanguage(db: Db, person: Member, id: string, locale: Locale) {
  return db.transaction(async (tx) => {
    if (!z.uuid().safeParse(id).success) return false;
    const [changed] = await tx
      .update(subscribers)
      .set({ locale, updatedAt: sql`now()` })
      .where(eq(subscribers.id, id))
      .returning({ id: subscribers.id });
    if (!changed) return false;
    await audit(tx, actorOf(person), "subscriber.language", id, { locale });
    return true;
  });
}

/**
 * Takes a reader off the list, in one transaction: their row and their mail are deleted (a campaign's mail that went
 * out stays in its figures, detached from them), audited under the reader's id and status, not their address. False
 * when there is no such reader.
 */
export function removeReader(db: Db, person: Member, id: string) {
  return db.transaction(async (tx) => {
    if (!z.uuid().safeParse(id).success) return false;
    await forgetMail(tx, eq(mailOutbox.subscriberId, id));
    const [removed] = await tx
      .delete(subscribers)
      .where(eq(subscribers.id, id))
      .returning({ status: subscribers.status });
    if (!removed) return false;
    await audit(tx, actorOf(person), "subscriber.remove", id, { status: removed.status });
    return true;
  });
}
