import { describe, expect, it, vi } from "vitest";
import { contact } from "@/content/site";
import { config, parseConfig } from "@/server/config";

const TOKEN = "a".repeat(24);

/** The error parseConfig throws for `env`, or a failure when it does not throw. */
function configError(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return (error as Error).message;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig defaults", () => {
  it("gives every setting its default when nothing is set", () => {
    expect(parseConfig({})).toEqual({
      port: 3000,
      distDir: ".next",
      siteUrl: "http://localhost:3000",
      https: false,
      dataDir: "./data",
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: `Brightwell website <website@${contact.email.split("@")[1]}>`,
      mailTo: contact.email,
      newsletter: { fromName: "Brightwell Insights", replyTo: contact.email },
      adminToken: undefined,
      trustProxy: false,
      rateLimit: { max: 10, windowSeconds: 600 },
      campaignPace: 60,
      stopDelaySeconds: 0,
      privacyKey: undefined,
      retention: {
        messagesMonths: 24,
        unsubscribedMonths: 24,
        unconfirmedDays: 30,
        mailDays: 30,
        auditMonths: 24,
        pageReadsDays: 30,
      },
      logLevel: "info",
    });
    expect(contact.email).toMatch(/^[^@\s]+@[^@\s]+$/);
  });

  it("counts empty strings as unset", () => {
    const empty = Object.fromEntries(
      [
        "PORT",
        "NEXT_DIST_DIR",
        "SITE_URL",
        "DATA_DIR",
        "DATABASE_URL",
        "SMTP_URL",
        "MAIL_FROM",
        "MAIL_TO",
        "NEWSLETTER_FROM_NAME",
        "NEWSLETTER_REPLY_TO",
        "ADMIN_TOKEN",
        "TRUST_PROXY",
        "RATE_LIMIT_MAX",
        "RATE_LIMIT_WINDOW_SECONDS",
        "CAMPAIGN_PACE_PER_MINUTE",
        "STOP_DELAY_SECONDS",
        "PRIVACY_KEY",
        "RETAIN_MESSAGES_MONTHS",
        "RETAIN_UNSUBSCRIBED_MONTHS",
        "RETAIN_UNCONFIRMED_DAYS",
        "RETAIN_MAIL_DAYS",
        "RETAIN_AUDIT_MONTHS",
        "RETAIN_PAGE_READS_DAYS",
        "LOG_LEVEL",
      ].map((name) => [name, ""]),
    );
    expect(parseConfig(empty)).toEqual(parseConfig({}));
  });

  it("ignores variables it does not know", () => {
    expect(parseConfig({ PATH: "/usr/bin", HOME: "/root", NODE_ENV: "production" })).toEqual(parseConfig({}));
  });
});

describe("parseConfig with values", () => {
  it("reads every setting", () => {
    const config = parseConfig({
      PORT: "8080",
      NEXT_DIST_DIR: ".next-e2e",
      SITE_URL: "https://www.example.com",
      DATA_DIR: "/var/lib/site",
      DATABASE_URL: "postgres://user@db.internal:5432/site",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      MAIL_FROM: "Website <web@example.com>",
      MAIL_TO: "leads@example.com",
      NEWSLETTER_FROM_NAME: "Brightwell Field Notes",
      NEWSLETTER_REPLY_TO: "editors@example.com",
      ADMIN_TOKEN: TOKEN,
      TRUST_PROXY: "true",
      RATE_LIMIT_MAX: "25",
      RATE_LIMIT_WINDOW_SECONDS: "60",
      CAMPAIGN_PACE_PER_MINUTE: "600",
      STOP_DELAY_SECONDS: "5",
      PRIVACY_KEY: "k".repeat(32),
      RETAIN_MESSAGES_MONTHS: "12",
      RETAIN_UNSUBSCRIBED_MONTHS: "6",
      RETAIN_UNCONFIRMED_DAYS: "14",
      RETAIN_MAIL_DAYS: "7",
      RETAIN_AUDIT_MONTHS: "36",
      RETAIN_PAGE_READS_DAYS: "10",
      LOG_LEVEL: "warn",
    });
    expect(config).toEqual({
      port: 8080,
      distDir: ".next-e2e",
      siteUrl: "https://www.example.com",
      https: true,
      dataDir: "/var/lib/site",
      databaseUrl: "postgres://user@db.internal:5432/site",
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      mailFrom: "Website <web@example.com>",
      mailTo: "leads@example.com",
      newsletter: { fromName: "Brightwell Field Notes", replyTo: "editors@example.com" },
      adminToken: TOKEN,
      trustProxy: true,
      rateLimit: { max: 25, windowSeconds: 60 },
      campaignPace: 600,
      stopDelaySeconds: 5,
      privacyKey: "k".repeat(32),
      retention: {
        messagesMonths: 12,
        unsubscribedMonths: 6,
        unconfirmedDays: 14,
        mailDays: 7,
        auditMonths: 36,
        pageReadsDays: 10,
      },
      logLevel: "warn",
    });
  });

  it("accepts postgresql:// and smtp:// URLs and a bare sender address", () => {
    const config = parseConfig({
      DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/test",
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "web@example.com",
      TRUST_PROXY: "false",
    });
    expect(config.databaseUrl).toBe("postgresql://postgres@127.0.0.1:5432/test");
    expect(config.smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(config.mailFrom).toBe("web@example.com");
    expect(config.trustProxy).toBe(false);
  });

  it("reduces SITE_URL to its origin", () => {
    expect(parseConfig({ SITE_URL: "https://www.example.com/some/path" }).siteUrl).toBe(
      "https://www.example.com",
    );
  });

  it("accepts an admin token of exactly 24 characters", () => {
    expect(parseConfig({ ADMIN_TOKEN: TOKEN }).adminToken).toBe(TOKEN);
  });
});

describe("parseConfig refuses bad values, naming the variable", () => {
  const bad: [string, string][] = [
    ["PORT", "0"],
    ["PORT", "65536"],
    ["PORT", "80a"],
    ["PORT", "-1"],
    ["NEXT_DIST_DIR", "../elsewhere"],
    ["NEXT_DIST_DIR", "/tmp/build"],
    ["SITE_URL", "www.example.com"],
    ["SITE_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://user@host/db"],
    ["DATABASE_URL", "localhost:5432"],
    ["SMTP_URL", "http://mail.example.com"],
    ["SMTP_URL", "mail.example.com:25"],
    ["MAIL_TO", "not-an-address"],
    ["MAIL_TO", "a@example.com,b@example.com"],
    ["NEWSLETTER_FROM_NAME", "Brightwell <spoof@example.com>"],
    ["NEWSLETTER_REPLY_TO", "not-an-address"],
    ["MAIL_FROM", "website"],
    ["MAIL_FROM", "Website <web@example.com>\r\nBcc: x@example.com"],
    ["MAIL_FROM", "Evil\r\nBcc: x@example.com <web@example.com>"],
    ["ADMIN_TOKEN", "a".repeat(23)],
    ["ADMIN_TOKEN", "secret"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "1"],
    ["RATE_LIMIT_MAX", "0"],
    ["RATE_LIMIT_MAX", "-5"],
    ["RATE_LIMIT_MAX", "2.5"],
    ["RATE_LIMIT_MAX", "many"],
    ["RATE_LIMIT_WINDOW_SECONDS", "0"],
    ["RATE_LIMIT_WINDOW_SECONDS", "1.5"],
    ["RATE_LIMIT_WINDOW_SECONDS", "ten minutes"],
    ["PRIVACY_KEY", "k".repeat(31)],
    ["CAMPAIGN_PACE_PER_MINUTE", "0"],
    ["CAMPAIGN_PACE_PER_MINUTE", "fast"],
    ["STOP_DELAY_SECONDS", "-1"],
    ["STOP_DELAY_SECONDS", "61"],
    ["STOP_DELAY_SECONDS", "soon"],
    ["RETAIN_MESSAGES_MONTHS", "0"],
    ["RETAIN_MESSAGES_MONTHS", "1.5"],
    ["RETAIN_MESSAGES_MONTHS", "1201"],
    ["RETAIN_UNSUBSCRIBED_MONTHS", "forever"],
    ["RETAIN_UNCONFIRMED_DAYS", "-1"],
    ["RETAIN_MAIL_DAYS", "36501"],
    ["RETAIN_AUDIT_MONTHS", "0"],
    ["RETAIN_AUDIT_MONTHS", "two years"],
  ];

  it.each(bad)("%s=%j", (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toContain(name);
    // Only the bad variable is named.
    for (const [other] of bad) if (other !== name) expect(message).not.toContain(`${other} `);
  });

  it("names every bad variable in one error", () => {
    const message = configError({
      SITE_URL: "nope",
      DATABASE_URL: "mysql://x",
      ADMIN_TOKEN: "short",
      TRUST_PROXY: "maybe",
      RATE_LIMIT_MAX: "0",
    });
    for (const name of ["SITE_URL", "DATABASE_URL", "ADMIN_TOKEN", "TRUST_PROXY", "RATE_LIMIT_MAX"]) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain("SMTP_URL");
    expect(message).not.toContain("MAIL_TO");
  });

  it("does not repeat the bad value of a secret in the message", () => {
    const message = configError({ ADMIN_TOKEN: "hunter2-secret" });
    expect(message).toContain("ADMIN_TOKEN");
    expect(message).not.toContain("hunter2-secret");
  });
});

describe("config()", () => {
  it("parses once per process: another copy of the module (the server's bundle, Next's) reads the same object", async () => {
    const first = config();
    vi.resetModules();
    const copy = await import("@/server/config");
    expect(copy.config()).toBe(first);
  });
});
