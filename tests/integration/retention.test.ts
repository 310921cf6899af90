import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { retentionDefaults } from "@/content/policy";
import { formatDuration } from "@/content/format";
import { openDatabase, type Database } from "@/server/db/client";
import { retentionIfDue } from "@/server/privacy/daily";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";

const retention = { ...retentionDefaults };
const DAY = 86_400_000;

/** A moment `months` months (and `days` days) before now, as SQL text. */
function ago({ months = 0, days = 0, hours = 0 }: { months?: number; days?: number; hours?: number }) {
  const moment = new Date(Date.now() - days * DAY - hours * 3_600_000);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment.toISOString();
}

for (const target of databaseTargets()) {
  describe(`the daily retention job on ${target.name}`, () => {
    let database: Database;
    let url: string | undefined;
    suiteDatabase(target, (opened) => ({ database, url } = opened));
    beforeEach(async () => {
      await database.db.execute(sql`TRUNCATE daily_jobs`);
    });

    const message = async (name: string, createdAt: string, updatedAt = createdAt) => {
      const [row] = await rows<{ id: string }>(
        database.db,
        sql`INSERT INTO submissions (form, fields, created_at, updated_at, dedupe_key)
            VALUES ('contact', ${JSON.stringify({ lastName: name })}::jsonb, ${createdAt}::timestamptz,
                    ${updatedAt}::timestamptz, ${name}) RETURNING id`,
      );
      await database.db.execute(
        sql`INSERT INTO submission_notes (submission_id, author_email, body) VALUES (${row!.id}, 'owner@firm.example', ${`note on ${name}`})`,
      );
      await mail(`notification for ${name}`, "sent", createdAt, row!.id);
    };
    const mail = (subject: string, status: string, queuedAt: string, submissionId: string | null = null) =>
      database.db.execute(
        sql`INSERT INTO mail_outbox (kind, submission_id, recipient, subject, text_body, html_body, status, queued_at)
            VALUES (${submissionId ? "notification" : "sign-in-link"}, ${submissionId}, 'someone@example.com',
                    ${subject}, 'text', '<p>html</p>', ${status}, ${queuedAt}::timestamptz)`,
      );
    const subscriber = (
      email: string,
      status: string,
      updatedAt: string,
      unsubscribedAt: string | null = null,
    ) =>
      database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version, created_at, updated_at, unsubscribed_at)
            VALUES (${email}, ${status}, 'v1', ${updatedAt}::timestamptz, ${updatedAt}::timestamptz,
                    ${unsubscribedAt}::timestamptz)`,
      );
    const names = async (statement: ReturnType<typeof sql>) =>
      (await rows<{ name: string }>(database.db, statement)).map((row) => row.name).sort();

    it("deletes what is older than each period, with its notes and mail, and keeps everything younger", async () => {
      const months = retention.messagesMonths;
      await message("old", ago({ months: months, days: 1 }));
      await message("old but worked on", ago({ months: months + 3 }), ago({ months: months - 1 }));
      await message("recent", ago({ days: 2 }));
      await subscriber("left-long-ago@example.com", "unsubscribed", ago({ months: 40 }), ago({ months: 25 }));
      await subscriber("left-lately@example.com", "unsubscribed", ago({ months: 40 }), ago({ months: 23 }));
      await subscriber(
        "never-confirmed@example.com",
        "pending",
        ago({ days: retention.unconfirmedDays + 1 }),
      );
      await subscriber("still-deciding@example.com", "pending", ago({ days: retention.unconfirmedDays - 1 }));
      await subscriber("loyal@example.com", "confirmed", ago({ months: 60 }));
      await mail("old link", "sent", ago({ days: retention.mailDays + 1 }));
      await mail("old undelivered", "dead", ago({ days: retention.mailDays + 1 }));
      await mail("recent link", "sent", ago({ days: retention.mailDays - 1 }));
      await mail("still waiting", "pending", ago({ days: retention.mailDays + 1 }));
      await database.db.execute(
        sql`INSERT INTO form_drafts (form, values, errors, created_at) VALUES
            ('contact', '{}', '{}', ${ago({ hours: 2 })}::timestamptz), ('contact', '{}', '{}', now())`,
      );
      await database.db.execute(
        sql`INSERT INTO rate_limits (key, points, expire) VALUES
            ('lapsed', 1, ${ago({ hours: 2 })}::timestamptz), ('live', 1, now() + interval '5 minutes')`,
      );

      // Page reads: a row standing for three reads past the period, one within it, and the old day's roll-up.
      const read = (at: string, reads: number) =>
        database.db.execute(
          sql`INSERT INTO page_reads (at, path, locale, device, visitor, reads)
              VALUES (${at}::timestamptz, ${`/read-${reads}`}, 'en', 'desktop', 'key', ${reads})`,
        );
      await read(ago({ days: retention.pageReadsDays + 1 }), 3);
      await read(ago({ days: retention.pageReadsDays - 1 }), 1);
      await database.db.execute(
        sql`INSERT INTO stats_days (day, reads, visitors)
            VALUES ((${ago({ days: retention.pageReadsDays + 1 })}::timestamptz)::date, 3, 1)`,
      );

      const counts = await retentionIfDue(database.db, retention);

      expect(counts).toEqual({
        messages: 1,
        subscribers: 2,
        mail: 2,
        drafts: 1,
        rateLimits: 1,
        audit: 0,
        pageReads: 3,
        mailFiles: 0,
      });
      expect(await names(sql`SELECT fields->>'lastName' AS name FROM submissions`)).toEqual([
        "old but worked on",
        "recent",
      ]);
      expect(await names(sql`SELECT body AS name FROM submission_notes`)).toEqual([
        "note on old but worked on",
        "note on recent",
      ]);
      expect(await names(sql`SELECT subject AS name FROM mail_outbox`)).toEqual([
        "notification for old but worked on",
        "notification for recent",
        "recent link",
        "still waiting",
      ]);
      expect(await names(sql`SELECT email AS name FROM newsletter_subscribers`)).toEqual([
        "left-lately@example.com",
        "loyal@example.com",
        "still-deciding@example.com",
      ]);
      expect(await names(sql`SELECT key AS name FROM rate_limits`)).toEqual(["live"]);
      expect(await rows(database.db, sql`SELECT id FROM form_drafts`)).toHaveLength(1);
      // The raw reads go; the daily counts, which name no one, stay.
      expect(await names(sql`SELECT path AS name FROM page_reads`)).toEqual(["/read-1"]);
      expect(await rows(database.db, sql`SELECT reads FROM stats_days`)).toEqual([{ reads: 3 }]);
    });

    it("follows the periods it is given", async () => {
      await message("three months old", ago({ months: 3, days: 1 }));
      await message("two months old", ago({ months: 2 }));
      const counts = await retentionIfDue(database.db, { ...retention, messagesMonths: 3 });
      expect(counts?.messages).toBe(1);
      expect(await names(sql`SELECT fields->>'lastName' AS name FROM submissions`)).toEqual([
        "two months old",
      ]);
    });

    it("deletes audit lines older than RETAIN_AUDIT_MONTHS and keeps younger ones, by the period it is given", async () => {
      const line = (action: string, at: string) =>
        database.db.execute(
          sql`INSERT INTO audit_log (actor, action, at) VALUES ('owner@firm.example', ${action}, ${at}::timestamptz)`,
        );
      const months = retention.auditMonths;
      await line("sign-in long ago", ago({ months, days: 1 }));
      await line("privacy.export long ago", ago({ months, days: 1 }));
      await line("lead.export a while ago", ago({ months: months - 1 }));
      await line("sign-in lately", ago({ days: 1 }));
      const actions = async () => names(sql`SELECT action AS name FROM audit_log`);

      expect((await retentionIfDue(database.db, retention))?.audit).toBe(2);
      expect(await actions()).toEqual(["lead.export a while ago", "sign-in lately"]);

      await database.db.execute(sql`TRUNCATE daily_jobs`);
      expect((await retentionIfDue(database.db, { ...retention, auditMonths: 1 }))?.audit).toBe(1);
      expect(await actions()).toEqual(["sign-in lately"]);
    });

    it("deletes the mail files of the rows it deletes and every file whose row is gone, never one whose row is there", async () => {
      const mailDir = mkdtempSync(path.join(tmpdir(), "site-retention-mail-"));
      onTestFinished(() => rmSync(mailDir, { recursive: true, force: true }));
      await message("old", ago({ months: retention.messagesMonths, days: 1 }));
      await message("recent", ago({ days: 2 }));
      await mail("old link", "sent", ago({ days: retention.mailDays + 1 }));
      // Its file is written, its row not yet marked sent.
      await mail("being sent", "sending", ago({ days: retention.mailDays + 1 }));
      // Campaign mail an erasure kept for its campaign's figures, without its reader.
      await mail("erased reader's mail", "sent", ago({ days: 1 }));
      await database.db.execute(
        sql`UPDATE mail_outbox SET recipient = '' WHERE subject = 'erased reader''s mail'`,
      );
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const write = (name: string, text: string) => writeFileSync(path.join(mailDir, name), text);
      for (const row of await rows<{ id: string; subject: string }>(
        database.db,
        sql`SELECT id, subject FROM mail_outbox`,
      ))
        write(`${stamp}-${row.id}.eml`, row.subject);
      write(`${stamp}-${randomUUID()}.eml`, "left by an earlier version, its row long gone");
      write(`.${stamp}-${randomUUID()}.eml.tmp`, "half written");
      write("README.txt", "not a mail");

      const counts = await retentionIfDue(database.db, retention, new Date(), mailDir);

      expect(counts?.mailFiles).toBe(4);
      const left = readdirSync(mailDir).map((name) => readFileSync(path.join(mailDir, name), "utf8"));
      expect(left.sort()).toEqual(["being sent", "half written", "not a mail", "notification for recent"]);
    });

    it("runs once a day, and again after a run cut off by a crash once its lease has run out", async () => {
      const morning = new Date("2030-03-04T06:00:00Z");
      expect(await retentionIfDue(database.db, retention, morning)).not.toBeNull();
      expect(await retentionIfDue(database.db, retention, new Date("2030-03-04T23:00:00Z"))).toBeNull();
      // The next day: due again. A server claims it and dies before it finishes (its lease is left behind).
      await database.db.execute(
        sql`UPDATE daily_jobs SET lease_until = '2030-03-05T07:00:00Z', started_at = '2030-03-05T06:00:00Z'`,
      );
      expect(await retentionIfDue(database.db, retention, new Date("2030-03-05T06:30:00Z"))).toBeNull();
      expect(await retentionIfDue(database.db, retention, new Date("2030-03-05T07:01:00Z"))).not.toBeNull();
      const [job] = await rows<{
        done_on: string;
        lease_until: string | null;
        outcome: Record<string, number>;
      }>(database.db, sql`SELECT done_on::text, lease_until, outcome FROM daily_jobs`);
      expect(job).toEqual({
        done_on: "2030-03-05",
        lease_until: null,
        outcome: {
          messages: 0,
          subscribers: 0,
          mail: 0,
          drafts: 0,
          rateLimits: 0,
          audit: 0,
          pageReads: 0,
          mailFiles: 0,
        },
      });
    });

    it("runs on one server when several share the database and ask at once", async () => {
      // Another server's connection to the same database (PGlite's data folder has one server: two calls at once).
      const other = url ? await openDatabase({ url }) : database;
      try {
        const at = new Date("2031-01-01T03:00:00Z");
        const outcomes = await Promise.all([
          retentionIfDue(database.db, retention, at),
          retentionIfDue(other.db, retention, at),
          retentionIfDue(database.db, retention, at),
          retentionIfDue(other.db, retention, at),
        ]);
        expect(outcomes.filter((outcome) => outcome !== null)).toHaveLength(1);
      } finally {
        if (other !== database) await other.close();
      }
    });
  });
}

describe("/privacy", () => {
  /** Every text of a page's document, however deep. */
  const texts = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(texts)
          : [];

  it("states the audit log's period the site was built with, in English and in Dutch", async () => {
    vi.stubEnv("SITE_RETENTION", JSON.stringify({ ...retentionDefaults, auditMonths: 18 }));
    vi.resetModules();
    try {
      const english = await import("@/content/legal/privacy");
      const dutch = await import("@/content/nl/legal/privacy");
      for (const [page, locale, name] of [
        [english.page, "en", "audit log"],
        [dutch.page, "nl", "auditlog"],
      ] as const) {
        const about = texts(page.document).filter((text) => text.toLowerCase().includes(name));
        const period = formatDuration({ amount: 18, unit: "month" }, locale);
        expect(
          about.filter((text) => text.includes(period)),
          `${locale}: ${period}`,
        ).not.toEqual([]);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
