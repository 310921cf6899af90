import { z } from "zod";
// Relative imports of modules that import nothing of ours: next.config.ts loads this module through Next's
// config loader, which resolves no `@/` path in a module that next.config.ts imports (the build stops with
// "Cannot find module './src/…'").
import { brandName, helloAddress, mailDomain } from "../content/names";
import { campaignPolicy, formPolicy, retentionDefaults, type Retention } from "../content/policy";
import { siteUrl } from "../lib/site-url";
import { shared } from "./shared-state";

declare module "./shared-state" {
  interface SharedState {
    /** The settings, parsed from the environment once. */
    config?: Config;
  }
}

/**
 * The settings of the production server and the app, read from the environment once per process and checked with
 * zod: scripts/server.ts parses them before Next.js starts, and the app (next.config.ts, proxy.ts, the services)
 * reads the same object from the shared state. A bad value stops the server with a message that names the
 * variable. An empty variable counts as unset, as in most `.env` conventions.
 */
/** The setting that sets each retention period (its default in content/policy.ts). */
export const retentionSettings = {
  messagesMonths: "RETAIN_MESSAGES_MONTHS",
  unsubscribedMonths: "RETAIN_UNSUBSCRIBED_MONTHS",
  unconfirmedDays: "RETAIN_UNCONFIRMED_DAYS",
  mailDays: "RETAIN_MAIL_DAYS",
  auditMonths: "RETAIN_AUDIT_MONTHS",
  pageReadsDays: "RETAIN_PAGE_READS_DAYS",
} as const satisfies Record<keyof Retention, string>;

/** A retention period: a whole number of months or days, at least 1 and at most 100 years' worth. */
const period = (fallback: number, unit: "months" | "days") =>
  z.coerce
    .number()
    .int(`must be a whole number of ${unit}`)
    .min(1, `must be a whole number of ${unit}, 1 or more`)
    .max(unit === "months" ? 1_200 : 36_500, `must be at most 100 years' worth of ${unit}`)
    .default(fallback);

const schema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, "must be a number from 1 to 65535")
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, "must be a number from 1 to 65535")
    .default(3000),
  NEXT_DIST_DIR: z
    .string()
    .regex(/^[\w.-]+$/, "must be the name of a folder in the project, such as .next")
    .default(".next"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// URL such as postgres://user@host:5432/db")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL such as smtp://user:pass@host:587")
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, "must be an address or Name <address>")
    .default(`${brandName} website <website@${mailDomain}>`),
  MAIL_TO: z.email("must be one email address").default(helloAddress),
  NEWSLETTER_FROM_NAME: z
    .string()
    .max(100, "must be at most 100 characters")
    .regex(/^[^\r\n<>"]+$/, "must be a name on one line, without < > or quotes")
    .default(`${brandName} Insights`),
  NEWSLETTER_REPLY_TO: z.email("must be one email address").default(helloAddress),
  ADMIN_TOKEN: z.string().min(24, "must be at least 24 characters (use a long random value)").optional(),
  TRUST_PROXY: z.enum(["true", "false"], "must be true or false").default("false"),
  RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1, "must be a whole number of 1 or more")
    .default(formPolicy.rateLimit.max),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1, "must be a whole number of seconds")
    .default(formPolicy.rateLimit.windowSeconds),
  CAMPAIGN_PACE_PER_MINUTE: z.coerce
    .number()
    .int("must be a whole number of mails a minute")
    .min(1, "must be a whole number of mails a minute, 1 or more")
    .max(100_000, "must be at most 100000 mails a minute")
    .default(campaignPolicy.pacePerMinute),
  STOP_DELAY_SECONDS: z.coerce
    .number()
    .int("must be a whole number of seconds")
    .min(0, "must be a whole number of seconds, 0 or more")
    .max(60, "must be at most 60 seconds")
    .default(0),
  PRIVACY_KEY: z.string().min(32, "must be at least 32 characters (use a long random value)").optional(),
  [retentionSettings.messagesMonths]: period(retentionDefaults.messagesMonths, "months"),
  [retentionSettings.unsubscribedMonths]: period(retentionDefaults.unsubscribedMonths, "months"),
  [retentionSettings.unconfirmedDays]: period(retentionDefaults.unconfirmedDays, "days"),
  [retentionSettings.mailDays]: period(retentionDefaults.mailDays, "days"),
  [retentionSettings.auditMonths]: period(retentionDefaults.auditMonths, "months"),
  [retentionSettings.pageReadsDays]: period(retentionDefaults.pageReadsDays, "days"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  /** The port the production server listens on (PORT, or its --port). */
  port: number;
  /** The build folder, relative to the project (NEXT_DIST_DIR): each test and bench build has its own. */
  distDir: string;
  siteUrl: string;
  /** Whether SITE_URL is https: pages' policies then upgrade insecure requests. */
  https: boolean;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  mailTo: string;
  /** Whom the newsletter comes from and where a reader's answer goes (NEWSLETTER_FROM_NAME, NEWSLETTER_REPLY_TO). */
  newsletter: { fromName: string; replyTo: string };
  adminToken?: string;
  trustProxy: boolean;
  rateLimit: { max: number; windowSeconds: number };
  /** How many campaign mails a minute the outbox sends, at most (CAMPAIGN_PACE_PER_MINUTE). */
  campaignPace: number;
  /**
   * Seconds a server keeps serving after SIGTERM, its readiness answering 503, before it closes its port
   * (STOP_DELAY_SECONDS): time for a load balancer to stop sending it requests.
   */
  stopDelaySeconds: number;
  /** The installation's privacy key (PRIVACY_KEY), or none: security/keys.ts then keeps one in DATA_DIR. */
  privacyKey?: string;
  /** How long the daily job keeps each kind of record (RETAIN_*, defaults in content/policy.ts). */
  retention: Retention;
  logLevel: string;
}

/** Reads the settings from `env`; throws one error listing every bad variable by name. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = schema.safeParse(present);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
  let origin = "";
  try {
    origin = siteUrl(present).origin;
  } catch (error) {
    lines.unshift((error as Error).message);
  }
  if (!result.success || lines.length > 0) throw new Error(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  const value = result.data;
  return {
    port: value.PORT,
    distDir: value.NEXT_DIST_DIR,
    siteUrl: origin,
    https: origin.startsWith("https:"),
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    mailTo: value.MAIL_TO,
    newsletter: { fromName: value.NEWSLETTER_FROM_NAME, replyTo: value.NEWSLETTER_REPLY_TO },
    adminToken: value.ADMIN_TOKEN,
    trustProxy: value.TRUST_PROXY === "true",
    rateLimit: { max: value.RATE_LIMIT_MAX, windowSeconds: value.RATE_LIMIT_WINDOW_SECONDS },
    campaignPace: value.CAMPAIGN_PACE_PER_MINUTE,
    stopDelaySeconds: value.STOP_DELAY_SECONDS,
    privacyKey: value.PRIVACY_KEY,
    retention: {
      messagesMonths: value[retentionSettings.messagesMonths],
      unsubscribedMonths: value[retentionSettings.unsubscribedMonths],
      unconfirmedDays: value[retentionSettings.unconfirmedDays],
      mailDays: value[retentionSettings.mailDays],
      auditMonths: value[retentionSettings.auditMonths],
      pageReadsDays: value[retentionSettings.pageReadsDays],
    },
    logLevel: value.LOG_LEVEL,
  };
}

/** The settings of this process, parsed on first use (by the server, before Next.js starts). */
export function config(): Config {
  return (shared.config ??= parseConfig());
}
