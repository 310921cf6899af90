import { z } from "zod";
import { brand, contact, mailDomain } from "@/content/site";
import { siteUrl } from "@/lib/site-url";
import { formPolicy } from "@/content/policy";

/**
 * The server's settings, read from the environment once and checked with zod. A bad value stops the server with
 * a message that names the variable. An empty variable counts as unset, as in most `.env` conventions.
 */
const schema = z.object({
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
    .default(`${brand.name} website <website@${mailDomain}>`),
  MAIL_TO: z.email("must be one email address").default(contact.email),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  siteUrl: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  mailTo: string;
  adminToken?: string;
  trustProxy: boolean;
  rateLimit: { max: number; windowSeconds: number };
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
    siteUrl: origin,
    dataDir: value.DATA_DIR,
    databaseUrl: value.DATABASE_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    mailTo: value.MAIL_TO,
    adminToken: value.ADMIN_TOKEN,
    trustProxy: value.TRUST_PROXY === "true",
    rateLimit: { max: value.RATE_LIMIT_MAX, windowSeconds: value.RATE_LIMIT_WINDOW_SECONDS },
    logLevel: value.LOG_LEVEL,
  };
}

const CONFIG = Symbol.for("brightwell.config");
type Holder = { [CONFIG]?: Config };

/** The settings of this process, parsed on first use. */
export function config(): Config {
  const holder = globalThis as Holder;
  holder[CONFIG] ??= parseConfig();
  return holder[CONFIG];
}
