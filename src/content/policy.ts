/**
 * How long the site keeps what it is sent, and how much it takes: one source for the server, which applies
 * these figures, and for the words that state them (the privacy policy, the newsletter pages and mails).
 */
export const formPolicy = {
  /** A form that failed the server's checks without JavaScript is kept this long for its review page. */
  draftHours: 1,
  /** A newsletter confirmation link works this long. */
  confirmValidDays: 7,
  /** The default rate limit (RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_SECONDS): posts per client network per window. */
  rateLimit: { max: 10, windowSeconds: 600 },
} as const;

/**
 * The office's sign-in: one source for the server that enforces these figures and for the privacy policy that
 * tells staff what is kept about them.
 */
export const officePolicy = {
  /** A sign-in link works once, for this long. */
  linkValidMinutes: 15,
  /** A session ends after this long without use... */
  sessionIdleHours: 12,
  /** ...and this long after sign-in at the latest. */
  sessionMaxDays: 7,
  /** The longest internal note on a message, in characters. */
  noteMaxLength: 5_000,
  /** The longest name a member of staff can give themselves. */
  nameMaxLength: 80,
  /** The longest reply a member of staff can write in the office, in characters. */
  replyMaxLength: 10_000,
  /** The hour of the office's morning (headquarters' time) from which the staff's digest goes out. */
  digestHour: 7,
  /**
   * Sign-in links asked for per client network. Per address there is no count an outsider could use up: at most
   * one live link is mailed to an address at a time (server/office/sign-in.ts).
   */
  linkRate: { perNetwork: { max: 20, windowSeconds: 900 } },
  /**
   * Every request of the sign-in steps together (links asked for and used, passkey challenges and answers), per
   * client network: ample for a firm's office behind one address, and a flood writes at most this many rows.
   */
  anonymousRate: { max: 60, windowSeconds: 900 },
} as const;

/**
 * How long the site keeps what it was sent before its daily job deletes it: the defaults of the RETAIN_* settings
 * (server/config.ts). The pages are built with the settings' values (next.config.ts writes them into the build),
 * and a server whose settings differ from its build's refuses to start, so /privacy states what the job does.
 */
export const retentionDefaults = {
  /** A message, with its notes and its mail: this long after it arrived or the firm last worked on it. */
  messagesMonths: 24,
  /** A newsletter address that unsubscribed: this long after it did. */
  unsubscribedMonths: 24,
  /** A newsletter address never confirmed: this long after its last sign-up. */
  unconfirmedDays: 30,
  /** Mail that belongs to no message (newsletter confirmations, office sign-in links): this long after sending. */
  mailDays: 30,
  /**
   * A line of the office's audit log (who did what, when): this long after it was written. As long as a message
   * may be kept, so that the log accounts for the work on every message the firm still holds; no longer, because
   * it is a record of the staff's own doings too.
   */
  auditMonths: 24,
  /**
   * A page read counted by the server (server/stats): this long after it. Long enough to look back over a month's
   * campaigns; the salts that made its visitor code are gone within a day or two of the read.
   */
  pageReadsDays: 30,
} as const;

export type Retention = Record<keyof typeof retentionDefaults, number>;

/**
 * The retention periods the site was built with: next.config.ts writes them into the build as SITE_RETENTION. A
 * period the build does not name (a build from before it existed) has its default.
 */
export function builtRetention(): Retention {
  const built = process.env.SITE_RETENTION;
  return { ...retentionDefaults, ...(built ? (JSON.parse(built) as Partial<Retention>) : {}) };
}

/** Newsletter campaigns: one source for the office's checks and the words that state them. */
export const campaignPolicy = {
  /** The longest text, in characters: a long letter, not a book. */
  bodyMaxLength: 50_000,
  /** The longest subject and preview line. */
  lineMaxLength: 200,
  /** At most this many articles become cards at the end. */
  articlesMax: 6,
  /** The default pace of sending (CAMPAIGN_PACE_PER_MINUTE), to keep the sending domain's reputation. */
  pacePerMinute: 60,
} as const;

/** The office's list of newsletter readers: added by hand or imported. */
export const subscriberPolicy = {
  /** The longest source of a consent given elsewhere ("Signed up at the Amsterdam breakfast, March 2026"). */
  consentSourceMaxLength: 200,
  /** The most lines one import takes: a file that fits in one office post. */
  importMaxRows: 5_000,
} as const;
