import "server-only";
import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { auditKinds, campaignCopy, type AuditKind } from "@/content/office";
import { leadOf } from "@/lib/forms/lead";
import type { Locale } from "@/types/facts";
import type { Db } from "../db/client";
import {
  auditLog,
  campaignEditions,
  campaigns,
  newsletterSubscribers,
  staff,
  submissions,
} from "../db/schema";
import { searchHash } from "../security/keys";
import { dayStart, isoDate } from "./inbox-filter";

/**
 * Who did it: a member of staff (in the office, or by a script with their API token), the command line on the
 * server (`npm run staff`, `npm run restore`), a script with the server's ADMIN_TOKEN, or the site itself (a server putting an erasure right again, privacy/erasures.ts).
 */
export type Actor = { id: string; email: string } | CommandLine | TheSite | ServerToken;

/** A script that showed the server's ADMIN_TOKEN, which belongs to no one (security/admin.ts). */
export type ServerToken = { id: null; email: "ADMIN_TOKEN" };

export const serverToken: ServerToken = { id: null, email: "ADMIN_TOKEN" };

/** The site itself, acting on its own. */
export type TheSite = { id: null; email: "the site" };

export const theSite: TheSite = { id: null, email: "the site" };

/** The command line on the server (`npm run staff`): its user holds the data folder, so it may manage the staff. */
export type CommandLine = { id: null; email: "command line" };

export const commandLine: CommandLine = { id: null, email: "command line" };

export type AuditDetail = Record<string, string | number | boolean | null>;

/** What an erasure leaves of a search that was the person's address (privacy/requests.ts). */
export const ERASED_SEARCH = "erased";

/**
 * The audit detail of an inbox export: the filter as chosen, its search words as their keyed hash (`search`),
 * and how many messages went out.
 */
export function leadExportDetail(filter: object, rows: number): AuditDetail {
  const { q, ...chosen } = filter as Record<string, unknown>;
  const detail: AuditDetail = {};
  for (const [name, value] of Object.entries(chosen)) if (typeof value === "string") detail[name] = value;
  if (typeof q === "string") detail.search = searchHash(q);
  return { ...detail, rows };
}

/** Adds one line to the audit log; called in the transaction of the action it records, where there is one. */
export async function audit(
  db: Db,
  actor: Actor,
  action: string,
  target: string | null = null,
  detail: AuditDetail = {},
): Promise<number> {
  const [line] = await db
    .insert(auditLog)
    .values({ staffId: actor.id, actor: actor.email, action, target, detail })
    .returning({ id: auditLog.id });
  return line!.id;
}

export interface AuditEntry {
  id: number;
  at: Date;
  /** The person's name as the staff list has it now, else the address or who it was (the command line, …). */
  who: string;
  actor: string;
  action: string;
  target: string | null;
  detail: AuditDetail;
}

/** What the audit log can be narrowed to: one person (a staff id, or who else acted), a kind of action, dates. */
export interface AuditFilter {
  person?: string;
  kind?: AuditKind;
  /** The first and the last day shown, in the office's time zone (2026-11-28). */
  from?: string;
  to?: string;
}

/** The filter a query asks for; a date that is not one is named in `problems` and left out. */
export function parseAuditFilter(query: Record<string, string | string[] | undefined>) {
  const text = (name: string) => (typeof query[name] === "string" ? query[name].trim() : "");
  const filter: AuditFilter = {};
  const problems: ("from" | "to")[] = [];
  const person = text("person");
  if (person && person.length <= 254) filter.person = person;
  const kind = text("kind");
  if (Object.hasOwn(auditKinds, kind)) filter.kind = kind as AuditKind;
  for (const name of ["from", "to"] as const) {
    const value = text(name);
    if (!value) continue;
    if (isoDate.safeParse(value).success) filter[name] = value;
    else problems.push(name);
  }
  return { filter, problems };
}

/** The filter as a query string, with `before` when paging on. */
export function auditQuery(filter: AuditFilter, before?: number): string {
  const entries = Object.entries({ ...filter, ...(before ? { before: String(before) } : {}) });
  return new URLSearchParams(entries.filter(([, value]) => value) as [string, string][]).toString();
}

function filtered({ person, kind, from, to }: AuditFilter): SQL | undefined {
  return and(
    person === undefined
      ? undefined
      : z.uuid().safeParse(person).success
        ? eq(auditLog.staffId, person)
        : and(isNull(auditLog.staffId), eq(auditLog.actor, person)),
    kind === undefined ? undefined : inArray(auditLog.action, [...auditKinds[kind].actions]),
    from === undefined ? undefined : gte(auditLog.at, dayStart(sql`${from}::date`)),
    to === undefined ? undefined : lt(auditLog.at, dayStart(sql`${to}::date + 1`)),
  );
}

/**
 * The newest entries first, `limit` at a time; `before` is the id the previous page ended at. With `target`, only
 * the entries about that one thing; with `filter`, only one person's, one kind's, or those of some days.
 */
export async function auditEntries(
  db: Db,
  {
    limit,
    before,
    target,
    filter = {},
  }: { limit: number; before?: number; target?: string; filter?: AuditFilter },
) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      who: sql<string>`coalesce(${staff.name}, ${auditLog.actor})`,
      actor: auditLog.actor,
      action: auditLog.action,
      target: auditLog.target,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(
        before === undefined ? undefined : lt(auditLog.id, before),
        target === undefined ? undefined : eq(auditLog.target, target),
        filtered(filter),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(limit) as Promise<AuditEntry[]>;
}

/** Who can be picked in the filter: everyone on the staff by name, then whoever else has acted (by address). */
export async function auditPeople(db: Db): Promise<{ value: string; label: string }[]> {
  const [members, others] = await Promise.all([
    db
      .select({ value: staff.id, label: sql<string>`coalesce(${staff.name}, ${staff.email})` })
      .from(staff)
      .orderBy(sql`lower(coalesce(${staff.name}, ${staff.email}))`),
    db
      .selectDistinct({ value: auditLog.actor })
      .from(auditLog)
      .where(isNull(auditLog.staffId))
      .orderBy(auditLog.actor),
  ]);
  return [...members, ...others.map(({ value }) => ({ value, label: value }))];
}

/** What a line was on, as the page names it and where it links to (nothing, for a thing since erased). */
export interface AuditTarget {
  text: string;
  href?: string;
}

/**
 * The names the page's sentences need, read at once for a page of lines: the messages (the person and company),
 * the newsletters (the subject), the readers (by address) and the staff (by address) the lines are about.
 */
export async function auditNames(db: Db, lines: AuditEntry[]) {
  const idsOf = (prefix: string) => [
    ...new Set(
      lines
        .filter(
          (line) => line.action.startsWith(prefix) && line.target && z.uuid().safeParse(line.target).success,
        )
        .map((line) => line.target!),
    ),
  ];
  const leadIds = idsOf("lead.");
  const campaignIds = idsOf("campaign.");
  const readerIds = idsOf("subscriber.");
  const [leads, newsletters, people, readers] = await Promise.all([
    leadIds.length
      ? db
          .select({ id: submissions.id, fields: submissions.fields })
          .from(submissions)
          .where(inArray(submissions.id, leadIds))
      : [],
    campaignIds.length
      ? db
          .select({ id: campaigns.id, locale: campaignEditions.locale, subject: campaignEditions.subject })
          .from(campaigns)
          .leftJoin(campaignEditions, eq(campaignEditions.campaignId, campaigns.id))
          .where(inArray(campaigns.id, campaignIds))
      : [],
    db.select({ email: staff.email, name: staff.name }).from(staff),
    readerIds.length
      ? db
          .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
          .from(newsletterSubscribers)
          .where(inArray(newsletterSubscribers.id, readerIds))
      : [],
  ]);
  const names = new Map(people.map((person) => [person.email, person.name ?? person.email]));
  const nameOf = (email: string) => names.get(email) ?? email;
  const targets = new Map<string, AuditTarget>();
  for (const { id, fields } of leads) {
    const lead = leadOf(fields);
    targets.set(id, {
      text: [lead.name, lead.company].filter(Boolean).join(", ") || lead.email,
      href: `/office/messages/${id}`,
    });
  }
  for (const { id, email } of readers) targets.set(id, { text: email, href: `/office/subscribers/${id}` });
  // Each campaign by the name the office gives it, from its editions' subjects.
  const subjects = new Map<string, Partial<Record<Locale, string>>>();
  for (const { id, locale, subject } of newsletters) {
    const known = subjects.get(id) ?? {};
    if (locale) known[locale] = subject ?? "";
    subjects.set(id, known);
  }
  for (const [id, byLocale] of subjects)
    targets.set(id, { text: `"${campaignCopy.titleOf(byLocale)}"`, href: `/office/campaigns/${id}` });
  for (const line of lines)
    if (line.action.startsWith("staff.") && line.target?.includes("@"))
      targets.set(line.target, { text: nameOf(line.target), href: "/office/staff" });
  return { nameOf, targets };
}
