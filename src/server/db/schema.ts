import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
    /** Salted hash of the client address; the address itself is never stored. */
    clientHash: text("client_hash"),
    userAgent: text("user_agent"),
    /** Hash of form and fields: a repeat within ten minutes is the same submission. */
    dedupeKey: text("dedupe_key").notNull(),
  },
  (table) => [
    index("submissions_dedupe_idx").on(table.dedupeKey, table.createdAt),
    index("submissions_created_idx").on(table.createdAt),
  ],
);

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

/** Mail waiting to be sent, being sent, sent, or given up on. Written in the same transaction as its cause. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"notification" | "newsletter-confirmation">().notNull(),
    submissionId: uuid("submission_id").references(() => submissions.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    replyTo: text("reply_to"),
    replyName: text("reply_name"),
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
  ],
);

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

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
    clientHash: text("client_hash"),
  },
  (table) => [index("newsletter_status_idx").on(table.status)],
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
    createdAt: createdAt(),
  },
  (table) => [index("form_drafts_created_idx").on(table.createdAt)],
);

/** Values this installation generates once, such as the salt of client address hashes. */
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

export const schema = { submissions, mailOutbox, newsletterSubscribers, formDrafts, settings, rateLimits };
