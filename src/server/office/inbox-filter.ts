import "server-only";
import { and, eq, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { headquarters, replyTime } from "@/content/site";
import { foldText } from "@/lib/search-fold";
import { serviceOptions, partnershipTypes } from "@/lib/forms";
import { LEAD_STATUSES, staff, submissions } from "../db/schema";
import { inboxFilterCopy } from "@/content/office";

/** The message forms, whose posts the inbox lists (the newsletter's go to its subscribers). */
export const MESSAGE_FORMS = ["contact", "get-in-touch", "partnership"] as const;

/** What a message is about: the contact form's service, or the partnership form's kind of partnership. */
export const serviceChoices = [
  ...serviceOptions,
  ...partnershipTypes.filter((type) => type.value !== "other"),
];

export const serviceLabel = (value: string) =>
  serviceChoices.find((choice) => choice.value === value)?.label ?? value;

/**
 * A day the office's forms take (the inbox's, the audit log's, the statistics' periods): a real calendar day, from
 * 1970 on (the database refuses year 0).
 */
export const isoDate = z.iso.date().refine((day) => day >= "1970-01-01");

/** The inbox's views: what needs doing, for whom. */
export const INBOX_VIEWS = ["new", "mine", "overdue", "today"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The inbox's filters, as its form sends them in the query; every one optional. */
export interface InboxFilter {
  /** One of the views: new messages, mine, overdue, or today's (received or due today). */
  view?: InboxView;
  form?: (typeof MESSAGE_FORMS)[number];
  /** A status, or "spam": the spam folder. Without one, every message that is not spam. */
  status?: (typeof LEAD_STATUSES)[number] | "spam";
  /** A member of staff's id, or "none" for messages nobody owns yet. */
  owner?: string;
  service?: string;
  /** Where the writer came from (stats/sources.ts): a campaign's source, a referring site, or "direct". */
  origin?: string;
  /** Received on or after this day, and on or before that one (days in the headquarters' time zone). */
  from?: string;
  to?: string;
  /** Words to find in the name, address, company and message. */
  q?: string;
}

const fields = {
  view: z.enum(INBOX_VIEWS),
  form: z.enum(MESSAGE_FORMS),
  status: z.enum([...LEAD_STATUSES, "spam"]),
  owner: z.union([z.uuid(), z.literal("none")]),
  service: z.enum(serviceChoices.map((choice) => choice.value) as [string, ...string[]]),
  origin: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^\P{Cc}*$/u),
  from: isoDate,
  to: isoDate,
  // Words, never control characters (a NUL is not text the database stores).
  q: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^\P{Cc}*$/u),
};

const names: Record<keyof InboxFilter, string> = inboxFilterCopy.names;

/**
 * Reads the filters from a query. A value that is not one of the choices, or a date that is not a date, is left
 * out, and `problems` says which, so the page can tell the person instead of quietly showing everything.
 */
export function parseInboxFilter(query: Record<string, string | string[] | undefined>): {
  filter: InboxFilter;
  problems: string[];
} {
  const filter: Record<string, string> = {};
  const problems: string[] = [];
  for (const key of Object.keys(fields) as (keyof InboxFilter)[]) {
    const raw = query[key];
    if (raw === undefined || raw === "") continue;
    const parsed = fields[key].safeParse(Array.isArray(raw) ? raw[0] : raw);
    if (parsed.success) filter[key] = parsed.data;
    else if (key !== "q" || String(raw).trim() !== "") problems.push(names[key]);
  }
  return { filter: filter as InboxFilter, problems };
}

/** The filter as a query string (for links that keep it: paging, export), without empty values. */
export function filterQuery(filter: InboxFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(
    Object.entries({ ...filter, ...extra }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * A search's words as a full-text query: each word a prefix ("ann" finds "Anna" and "anna@example.com"), all
 * required. Words are folded as the search document is (no case, accents or apostrophes: "O'Neill" and "oneill"
 * are one word, "Cooperatie" finds "Coöperatie"), and an address is cut where the document cuts it (at dots,
 * dashes, plus signs and @), so a part of one finds it. Only letters and digits are kept, so no input can break
 * the query.
 */
export function searchQuery(words: string): string | undefined {
  const terms = foldText(words)
    .split(/[\s@._+-]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean)
    .slice(0, 12);
  return terms.length > 0 ? terms.map((term) => `'${term}':*`).join(" & ") : undefined;
}

/** The moment a day of the office's calendar starts. */
export const dayStart = (date: SQL) => sql`(${date})::timestamp AT TIME ZONE ${headquarters.timeZone}`;

/** The start of a day the filter names. */
const day = (date: string) => dayStart(sql`${date}::date`);

/** A message's follow-up day as the office's calendar names it (YYYY-MM-DD), or null. */
export const dueDay = sql<
  string | null
>`to_char(${submissions.dueAt} AT TIME ZONE ${headquarters.timeZone}, 'YYYY-MM-DD')`;

/** Today's start in the office's time zone. */
const today = dayStart(sql`(now() AT TIME ZONE ${headquarters.timeZone})::date`);

/** How long the site promises a reply takes, as an SQL interval. */
const promised = sql.raw(`interval '${replyTime.amount} ${replyTime.unit}s'`);

/**
 * A message waiting for its first reply past the promise (24 hours, counted around the clock: the pages promise a
 * reply "within 24 hours", not within a working day), or past the day a member of staff set to follow it up.
 * A closed message is never overdue. Written so that the planner can use the indexes on the day it arrived
 * (of those waiting for a reply) and the follow-up day.
 */
const overdueWhere = sql`(${submissions.status} <> 'closed' AND (
  (${submissions.firstReplyAt} IS NULL AND ${submissions.status} IN ('new', 'in-progress') AND ${submissions.createdAt} < now() - ${promised})
  OR ${submissions.dueAt} < now()))`;

/** The same as a column of a row: true or false, never null. */
export const overdue = sql<boolean>`COALESCE(${overdueWhere}, false)`;

/** Received today, or to be followed up today (office time). */
const forToday = or(
  gte(submissions.createdAt, today),
  and(gte(submissions.dueAt, today), lt(submissions.dueAt, sql`${today} + interval '1 day'`)),
);

/** Each view's condition; "mine" needs to know who asks. */
function viewWhere(view: InboxView, me: string | undefined): SQL | undefined {
  switch (view) {
    case "new":
      return eq(submissions.status, "new");
    case "mine":
      return me ? eq(submissions.ownerId, me) : sql`false`;
    case "overdue":
      return overdueWhere;
    case "today":
      return forToday;
  }
}

/** A staff member as the office names them: their name, or their address where they set none. */
export const staffName = sql<string | null>`COALESCE(${staff.name}, ${staff.email})`;

/** The filter as a condition on the submissions table; `me` is the member of staff asking (the "mine" view). */
export function whereOf(filter: InboxFilter, me?: string): SQL | undefined {
  const search = filter.q ? searchQuery(filter.q) : undefined;
  return and(
    filter.status === "spam" ? eq(submissions.spam, true) : eq(submissions.spam, false),
    // A message merged into an earlier one lives on that one's timeline.
    isNull(submissions.mergedInto),
    filter.status && filter.status !== "spam" ? eq(submissions.status, filter.status) : undefined,
    filter.view ? viewWhere(filter.view, me) : undefined,
    filter.form ? eq(submissions.form, filter.form) : sql`${submissions.form} <> 'newsletter'`,
    filter.owner === "none"
      ? isNull(submissions.ownerId)
      : filter.owner
        ? eq(submissions.ownerId, filter.owner)
        : undefined,
    filter.service
      ? or(
          sql`${submissions.fields} ->> 'service' = ${filter.service}`,
          sql`${submissions.fields} ->> 'partnershipType' = ${filter.service}`,
        )
      : undefined,
    filter.origin ? eq(submissions.origin, filter.origin) : undefined,
    filter.from ? gte(submissions.createdAt, day(filter.from)) : undefined,
    filter.to ? lt(submissions.createdAt, sql`${day(filter.to)} + interval '1 day'`) : undefined,
    search ? sql`${submissions.search} @@ to_tsquery('simple', ${search})` : undefined,
  );
}
