import type { Locale } from "@/types/facts";
import type { LeadSource } from "@/types/office";
import { sql } from "drizzle-orm";
import { foldSql } from "../../lib/search-fold";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text search document. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words the office's search looks in: the person's name, address, company and message, under the "simple"
 * configuration (no language's stemming: names and addresses are not English words), folded (no case, accents or
 * apostrophes: lib/search-fold.ts), and the address again cut at its dots, dashes and @, so that a search for a
 * part of it ("oneill", the domain) finds it. Kept by PostgreSQL itself.
 */
const searchable = [
  "firstName",
  "lastName",
  "contactPerson",
  "email",
  "company",
  "companyName",
  "message",
  "proposal",
];

/**
 * A message's address and company as the office matches messages by them (the timeline, "wrote before"): lower
 * case, the company under either form's name for it. Written once, for the indexes and the queries alike: the
 * planner uses an index on an expression only for that same expression.
 */
export const emailKey = (fields: AnyPgColumn) => sql<string | null>`lower(${fields} ->> 'email')`;
export const companyKey = (fields: AnyPgColumn) =>
  sql<string | null>`lower(COALESCE(${fields} ->> 'company', ${fields} ->> 'companyName'))`;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Every accepted form post, lead or spam, exactly as it was validated. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    /** Filled honeypot: kept for review, never mailed, not a lead. */
    spam: boolean("spam").notNull().default(false),
    createdAt: createdAt(),
    /** The day's keyed hash of the client's network (security/keys.ts); the address itself is never stored. */
    clientHash: text("client_hash"),
    userAgent: text("user_agent"),
    /** Hash of form and fields: a repeat within ten minutes is the same submission. */
    dedupeKey: text("dedupe_key").notNull(),
    /** Where the firm stands with this message (the office's inbox). */
    status: text("status").$type<LeadStatus>().notNull().default("new"),
    /**
     * When the firm last worked on it in the office (its status, spam mark, owner or a note), or when it arrived:
     * the retention period counts from here (privacy/retention.ts).
     */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The member of staff who answers it. */
    ownerId: uuid("owner_id").references(() => staff.id, { onDelete: "set null" }),
    /** The edition the form was sent from: the lead's language, and the language of a reply to it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** The page of the site the form was on (a path), where the post said so. */
    page: text("page"),
    /** "Follow up on ...": the day a member of staff set to come back to it, as a moment (its start, office time). */
    dueAt: timestamp("due_at", { withTimezone: true }),
    /** When the firm first answered it (a reply from the office, or one marked as sent by mail): the 24-hour promise. */
    firstReplyAt: timestamp("first_reply_at", { withTimezone: true }),
    /**
     * A second message from the same address, merged into an earlier one: it leaves the inbox's lists and shows
     * on the earlier one's timeline. Nothing of it is deleted.
     */
    mergedInto: uuid("merged_into").references((): AnyPgColumn => submissions.id, { onDelete: "set null" }),
    /** Where its writer came from, by the site's own count of page reads (server/stats/sources.ts). */
    source: jsonb("source").$type<LeadSource>(),
    /**
     * The source's name as the office lists and filters it, derived from it by the database: the campaign's source,
     * else the referring host, else "direct" (null without a source).
     */
    origin: text("origin").generatedAlwaysAs(
      sql`coalesce(source->>'source', source->>'referrer', CASE WHEN source IS NOT NULL THEN 'direct' END)`,
    ),
    search: tsvector("search").generatedAlwaysAs(() =>
      sql.raw(
        `to_tsvector('simple', ${foldSql([...searchable.map((name) => `coalesce(fields->>'${name}', '')`), "translate(coalesce(fields->>'email', ''), '@._+-', '     ')"].join(" || ' ' || "))})`,
      ),
    ),
  },
  (table) => [
    index("submissions_dedupe_idx").on(table.dedupeKey, table.createdAt),
    index("submissions_origin_idx").on(table.origin, table.createdAt),
    index("submissions_created_idx").on(table.createdAt),
    /** The inbox's order, newest first, and the position its pages start after. */
    index("submissions_inbox_idx").on(table.createdAt, table.id),
    index("submissions_search_idx").using("gin", table.search),
    index("submissions_updated_idx").on(table.updatedAt),
    /** The inbox's views: "Mine" by owner, "New" and "Overdue" by status. */
    index("submissions_owner_idx").on(table.ownerId, table.createdAt),
    index("submissions_status_idx").on(table.status, table.createdAt),
    index("submissions_due_idx").on(table.dueAt),
    /** A person's and a company's other messages (the timeline, "wrote before" in the list). */
    index("submissions_email_idx").on(emailKey(table.fields)),
    index("submissions_company_idx").on(companyKey(table.fields)),
  ],
);

export const LEAD_STATUSES = ["new", "in-progress", "answered", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

export type MailKind =
  | "notification"
  | "newsletter-confirmation"
  | "sign-in-link"
  | "staff-invitation"
  | "campaign"
  | "campaign-test"
  | "assignment"
  | "digest"
  | "reply";

/** Mail waiting to be sent, being sent, sent, or given up on. Written in the same transaction as its cause. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<MailKind>().notNull(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    /**
     * A newsletter campaign's mail to one reader: its subject and bodies are the campaign's, made for the reader
     * when it is sent (newsletter/campaign-mail.ts), so the row stores none of its own.
     */
    campaignId: uuid("campaign_id").references(() => campaigns.id, { onDelete: "cascade" }),
    /** The edition of the campaign a reader's mail is of: the reader's when it was queued. */
    locale: text("locale").$type<Locale>(),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    replyName: text("reply_name"),
    /** The name the mail is from, on the site's own address ("Maria de Vries"), where it is not the firm's. */
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While a worker sends, the row is leased to it until this time; a crashed worker's lease runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    /** Retries stop 24 hours after this; an operator's retry of a dead mail sets it again. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("mail_outbox_submission_idx").on(table.submissionId),
    index("mail_outbox_campaign_idx").on(table.campaignId, table.status),
  ],
);

/**
 * A reader's state: signed up and not confirmed yet, confirmed (mailed), unsubscribed, or bouncing: their mail
 * server refused their address for two issues, and they are mailed no more (`newsletterBounces`).
 */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed" | "bouncing";

/** Newsletter sign-ups, double opt-in. Tokens are stored as SHA-256 hashes only. */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status").$type<SubscriberStatus>().notNull().default("pending"),
    consentVersion: text("consent_version").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
    unsubscribeTokenHash: text("unsubscribe_token_hash").unique(),
    /** The day's keyed hash of the client's network, as with submissions. */
    clientHash: text("client_hash"),
    /**
     * The edition the reader reads in: that of the page they signed up on (of the last sign-up, for one who
     * signed up again); readers from before editions read in English.
     */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    /** The member of staff who put the reader on the list by hand or by an import; none for a sign-up on the site. */
    addedBy: text("added_by"),
    /**
     * Consent given elsewhere than on the site (a form at an event, the old system's list), as an owner recorded it:
     * where, and when. Such a reader is confirmed without the confirmation mail.
     */
    consentSource: text("consent_source"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
  },
  (table) => [index("newsletter_status_idx").on(table.status)],
);

/**
 * An issue a reader's mail server refused their address for (a 5xx answer to the address at send time:
 * mail/outbox.ts). Two of them mark the reader as bouncing; a reader who confirms again starts with none.
 */
export const newsletterBounces = pgTable(
  "newsletter_bounces",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The mail server's answer, as it gave it. */
    reason: text("reason").notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.campaignId] })],
);

/**
 * What a visitor typed into a form that failed validation without JavaScript, so the review page can show it
 * again. Kept for an hour.
 */
export const formDrafts = pgTable(
  "form_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    form: text("form").notNull(),
    values: jsonb("values").$type<Record<string, string>>().notNull(),
    errors: jsonb("errors").$type<Record<string, string>>().notNull(),
    /** The language of the page the form was sent from: its review page speaks it. */
    locale: text("locale").$type<Locale>().notNull().default("en"),
    createdAt: createdAt(),
  },
  (table) => [index("form_drafts_created_idx").on(table.createdAt)],
);

/** Values this installation generates once and every server shares. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Counters of the rate limiter (rate-limiter-flexible's Drizzle store), shared by every server instance. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The firm's people who may sign in to the office. Removing a person deletes the row and, with it, their sessions. */
export const staff = pgTable("staff", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Lower case; the address sign-in links go to. */
  email: text("email").notNull().unique(),
  role: text("role").$type<StaffRole>().notNull().default("staff"),
  /** The person's name as the office shows it ("Maria de Vries"); the address where none is set. */
  name: text("name"),
  /** Whether the person wants the morning digest of their overdue and due leads. */
  digest: boolean("digest").notNull().default(false),
  createdAt: createdAt(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

/**
 * The firm's replies to a message, written and sent from the office: who wrote it (the name or address at the
 * time), what they wrote (without the quoted message), and the outbox row that carries it.
 */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staff.id, { onDelete: "set null" }),
    author: text("author").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    mailId: uuid("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("lead_replies_submission_idx").on(table.submissionId, table.createdAt)],
);

/** Which messages each member of staff has opened: the inbox marks the others as unread for them. */
export const leadReads = pgTable(
  "lead_reads",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.staffId, table.submissionId] }),
    index("lead_reads_submission_idx").on(table.submissionId),
  ],
);

/** Signed-in browsers. The cookie holds a random token; only its SHA-256 hash is stored. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    /** How the person proved who they are: "link" or "passkey". */
    method: text("method").notNull(),
    /** The browser's own description of itself, shown in the list of sessions. */
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest end, whatever the use: seven days after sign-in. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sessions_staff_idx").on(table.staffId)],
);

/** One-time sign-in links: the hash of the token, for whom, until when, and whether it was used. */
export const signInLinks = pgTable(
  "sign_in_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("sign_in_links_expires_idx").on(table.expiresAt)],
);

/** Passkeys (WebAuthn credentials) registered by staff: the public key and what the authenticator reported. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential's id, base64url. */
    id: text("id").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    /** A name the person gave it, or the browser it was made in. */
    label: text("label").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_staff_idx").on(table.staffId)],
);

/**
 * Named tokens for scripts that read the leads or retry mail through `/api/admin/*`: made by an owner in the office,
 * shown once, stored only as their SHA-256 hash, revocable. Each belongs to the person who made it and goes with
 * them when they leave the staff; a revoked token's row is kept, so the list shows when it stopped working.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** What the owner called it ("Monthly report script"). */
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    /** When the office showed the token to its maker: it is shown this once, never again. */
    shownAt: timestamp("shown_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: text("revoked_by"),
  },
  (table) => [index("api_tokens_staff_idx").on(table.staffId)],
);

/**
 * The challenge of a passkey ceremony under way: made when the browser asks for options, used once when it
 * answers (within five minutes). A registration's belongs to the person registering; a sign-in's to nobody yet.
 */
export const passkeyChallenges = pgTable(
  "passkey_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    challenge: text("challenge").notNull(),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("passkey_challenges_expires_idx").on(table.expiresAt)],
);

/** Internal notes on a message, with their author and time. */
export const submissionNotes = pgTable(
  "submission_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => staff.id, { onDelete: "set null" }),
    /** The author's address when the note was written: the note still says who wrote it after they leave. */
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("submission_notes_submission_idx").on(table.submissionId, table.createdAt)],
);

/**
 * Every sign-in and every staff action: who (the address at the time, and the id while the person exists), what,
 * on what, when. Nothing in it names a visitor (a search is kept as a keyed hash, office/audit.ts). Rows are added,
 * never changed, but for an erasure's scrubbing of its search hashes, and deleted after RETAIN_AUDIT_MONTHS.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid("staff_id").references(() => staff.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_staff_idx").on(table.staffId, table.id),
    index("audit_log_action_idx").on(table.action, table.id),
  ],
);

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "paused", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Newsletter campaigns: written and kept as drafts in the office, then sent through the outbox, one row per
 * confirmed reader at the time of sending. Once queued, its words no longer change: the mail is rendered then,
 * with a placeholder for each reader's own unsubscribe link.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    /** When it is to go out (a scheduled campaign), or when it was queued. */
    sendAt: timestamp("send_at", { withTimezone: true }),
    /** How many readers it was queued for, in every edition. */
    recipients: integer("recipients").notNull().default(0),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /**
     * How many mails went out and how many were given up, written when it is sent: the outbox's rows that count
     * them are deleted after RETAIN_MAIL_DAYS (privacy/retention.ts), the figures stay.
     */
    delivered: integer("delivered"),
    failed: integer("failed"),
    /** Whether its editions appear in the public archives (and their feeds) once sent; the office may keep one out. */
    inArchive: boolean("in_archive").notNull().default(true),
  },
  (table) => [index("campaigns_status_idx").on(table.status, table.sendAt)],
);

/**
 * A campaign's edition: its words in one language, sent to the readers of that language only. A campaign has an
 * English and a Dutch edition as it is made; the office may leave either out (its readers then receive nothing).
 */
export const campaignEditions = pgTable(
  "campaign_editions",
  {
    campaignId: uuid("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    locale: text("locale").$type<Locale>().notNull(),
    subject: text("subject").notNull().default(""),
    /** The line a mail client shows after the subject. */
    preheader: text("preheader").notNull().default(""),
    /** Markdown, rendered as the insights articles are. */
    body: text("body").notNull().default(""),
    /** Slugs of the edition's insights articles shown as cards at the end. */
    articles: jsonb("articles").$type<string[]>().notNull().default([]),
    /** Its address in its edition's archive (and its links' campaign tag), given when it is sent or scheduled. */
    slug: text("slug"),
    /** The mail as queued: HTML and text, with UNSUBSCRIBE_PLACEHOLDER for each reader's link. */
    mailHtml: text("mail_html"),
    mailText: text("mail_text"),
    /** How many readers of the edition it was queued for. */
    recipients: integer("recipients").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.locale] }),
    uniqueIndex("campaign_editions_slug_idx").on(table.locale, table.slug),
  ],
);

/**
 * Jobs that run once a day on one server of however many share the database (privacy/daily.ts): the day each last
 * ran, and while one runs, until when it is leased to the server running it (a server that dies frees it then).
 */
export const dailyJobs = pgTable("daily_jobs", {
  name: text("name").primaryKey(),
  /** The UTC day of the last completed run. */
  doneOn: date("done_on", { mode: "string" }),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  startedAt: timestamp("started_at", { withTimezone: true }),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  /** What the last run did, as counts (never contents). */
  outcome: jsonb("outcome").$type<Record<string, number>>().notNull().default({}),
});

/**
 * Every erasure answered (privacy/requests.ts): the keyed hash of the address (security/keys.ts personHash) and
 * when, nothing else. The same record is appended to a ledger beside the privacy key, outside the database and its
 * backups (privacy/ledger.ts); what one of the two lacks is taken from the other (privacy/erasures.ts), so that a
 * restore of an older backup, or another server's erasure, is put right.
 */
export const privacyErasures = pgTable(
  "privacy_erasures",
  {
    personHash: text("person_hash").notNull(),
    /** To the millisecond: records made before it are the person's old ones, records after it new ones. */
    erasedAt: timestamp("erased_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.personHash, table.erasedAt] })],
);

export const schema = {
  submissions,
  mailOutbox,
  newsletterSubscribers,
  formDrafts,
  settings,
  rateLimits,
  staff,
  staffSessions,
  signInLinks,
  staffPasskeys,
  passkeyChallenges,
  submissionNotes,
  leadReads,
  leadReplies,
  auditLog,
  dailyJobs,
  campaigns,
  campaignEditions,
  privacyErasures,
};

/**
 * The random salt of one day's visitor keys (server/stats/visitors.ts), shared by every server on the database.
 * A day's salt is deleted once the day is over, so nobody, with any key, can link one day's reads to another's or
 * recompute a key; backups leave this table out.
 */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
  createdAt: createdAt(),
});

/**
 * One page read by a person (not a bot, a prefetch or an asset), counted by our server (server/stats/reads.ts):
 * the path, the edition, where the reader came from, the kind of device, and a key that stands for the reader on
 * that day only. Kept for a period of its own (content/policy.ts), then deleted.
 */
export const pageReads = pgTable(
  "page_reads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    path: text("path").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    /** The host of the page that linked here, when it is another site. */
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<"phone" | "tablet" | "desktop">().notNull(),
    /** An HMAC of the reader's network and browser under the day's salt: the same reader that day, no one after. */
    visitor: text("visitor").notNull(),
    /**
     * How many reads the row stands for: the same reader reading the same page, from the same referrer and
     * campaign, within one write (a second at most) is written once with its count (server/stats/recorder.ts).
     */
    reads: integer("reads").notNull().default(1),
  },
  (table) => [
    index("page_reads_visitor_idx").on(table.visitor, table.at),
    index("page_reads_at_idx").on(table.at),
  ],
);

/**
 * Each visitor's first read of a day, with the editions they read in that day, kept as the reads are written
 * (server/stats/recorder.ts), so that a day's visitors, entries, referrers, campaigns, devices and editions are
 * counted from one row a visitor instead of sorting the day's reads. It names the day's key, as the reads do, and is
 * deleted once its day is rolled up (server/stats/rollups.ts).
 */
export const statsVisitors = pgTable(
  "stats_visitors",
  {
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
    /** The first read: its time, page, referring site, campaign and device. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmCampaign: text("utm_campaign"),
    device: text("device").$type<"phone" | "tablet" | "desktop">().notNull(),
    /** Whether they read a page of the English and of the Dutch edition that day. */
    readEn: boolean("read_en").notNull(),
    readNl: boolean("read_nl").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/**
 * The daily roll-ups of the page reads (server/stats/rollups.ts): what the statistics page reads, so that a year of
 * a busy site answers fast, and what stays once the reads themselves are deleted. They name no visitor. A visitor
 * is counted once a day: keys change every day, so the same person on two days counts twice.
 */
export const statsDays = pgTable("stats_days", {
  day: date("day").primaryKey(),
  reads: integer("reads").notNull(),
  visitors: integer("visitors").notNull(),
});

/** Each page's reads and visitors of a day, and its entries: the visitors whose first read that day it was. */
export const statsPages = pgTable(
  "stats_pages",
  {
    day: date("day").notNull(),
    path: text("path").notNull(),
    reads: integer("reads").notNull(),
    visitors: integer("visitors").notNull(),
    entries: integer("entries").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/**
 * A day's visitors by one trait: the referring site and the campaign of their first read (`referrer`,
 * `campaign`), the edition and the kind of device they read in (`edition`, `device`).
 */
export const statsTraits = pgTable(
  "stats_traits",
  {
    day: date("day").notNull(),
    kind: text("kind").$type<"referrer" | "campaign" | "edition" | "device">().notNull(),
    name: text("name").notNull(),
    visitors: integer("visitors").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.kind, table.name] })],
);
