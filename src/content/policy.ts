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
  /** Sign-in links asked for: per address, and per client network. */
  linkRate: {
    perAddress: { max: 5, windowSeconds: 900 },
    perNetwork: { max: 20, windowSeconds: 900 },
  },
} as const;
