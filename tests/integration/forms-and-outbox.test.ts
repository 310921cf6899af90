import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { submitMessage, type SubmitContext } from "@/server/forms/submit";
import { describeError } from "@/server/log";
import { backlogQuery, checkHealth } from "@/server/health";
import { loadDraft, saveDraft } from "@/server/forms/drafts";
import { forms } from "@/lib/forms";
import { OutboxWorker, requeueDeadMail } from "@/server/mail/outbox";
import { smtpMailer, type Mailer } from "@/server/mail/transport";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { freePort, TestSmtpServer } from "../support/smtp";

const silent = pino({ level: "silent" });
const MAIL_TO = "leads@firm.example";
const FROM = "Website <website@firm.example>";

const getInTouch = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@engines.example",
  company: "Analytical Engines",
  message: "We would like a second opinion\non our growth plan.",
};

/**
 * Makes the database refuse every write to `table` the way a full disk does (SQLSTATE 53100, with `message`);
 * returns what puts the table back.
 */
async function refuseWrites(database: Database, table: string, message: string) {
  await database.db.execute(
    sql.raw(`CREATE FUNCTION refuse_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      RAISE EXCEPTION '${message}' USING ERRCODE = '53100';
    END $$`),
  );
  await database.db.execute(
    sql.raw(
      `CREATE TRIGGER refuse_write BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_write()`,
    ),
  );
  return async () => {
    await database.db.execute(sql.raw(`DROP TRIGGER refuse_write ON ${table}`));
    await database.db.execute(sql.raw("DROP FUNCTION refuse_write()"));
  };
}

/** Runs `check` while the database refuses every write to `table` (see refuseWrites), then puts it back. */
async function withFullDisk(database: Database, table: string, message: string, check: () => Promise<void>) {
  const putBack = await refuseWrites(database, table, message);
  try {
    await check();
  } finally {
    await putBack();
  }
}

async function outbox(database: Database) {
  return rows<{ status: string; attempts: number; recipient: string; subject: string; next_in: number }>(
    database.db,
    sql`SELECT status, attempts, recipient, subject,
               EXTRACT(EPOCH FROM next_attempt_at - now())::float AS next_in
        FROM mail_outbox ORDER BY created_at`,
  );
}

for (const target of databaseTargets()) {
  describe(`form service and outbox on ${target.name}`, () => {
    let database: Database;
    let url: string | undefined;
    let smtp: TestSmtpServer;
    let context: SubmitContext;
    const workers: OutboxWorker[] = [];
    const mailers: Mailer[] = [];
    const mailer = (url: string) => {
      const instance = smtpMailer(url);
      mailers.push(instance);
      return instance;
    };

    const worker = (overrides: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) => {
      const instance = new OutboxWorker({
        database,
        mailer: mailer(smtp.url),
        from: FROM,
        log: silent,
        pollMs: 100,
        ...overrides,
      });
      workers.push(instance);
      return instance;
    };

    suiteDatabase(target, (opened) => ({ database, url } = opened));
    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
    });
    afterAll(() => smtp.close());
    beforeEach(async () => {
      smtp.mails.length = 0;
      smtp.failNext(0);
      context = {
        database,
        siteUrl: "https://www.firm.example",
        mailTo: MAIL_TO,
        clientHash: "abc",
        userAgent: "test",
      };
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((instance) => instance.stop()));
      for (const instance of mailers.splice(0)) instance.close();
    });

    it("stores text with a lone surrogate or a NUL, cleaned, instead of failing the write", async () => {
      const result = await submitMessage(
        forms["get-in-touch"],
        {
          ...getInTouch,
          firstName: "Ada\uD800",
          company: "Analytical\u0000 Engines",
          message: "Hi \uDC00 there\u0000",
        },
        context,
      );
      expect(result).toMatchObject({ ok: true, outcome: "stored" });
      const [stored] = await rows<{ fields: Record<string, string> }>(
        database.db,
        sql`SELECT fields FROM submissions`,
      );
      expect(stored?.fields).toMatchObject({
        firstName: "Ada\uFFFD",
        company: "Analytical Engines",
        message: "Hi \uFFFD there",
      });
    });

    it("keeps a draft for the review page even when what was typed holds a NUL or a lone surrogate", async () => {
      const id = await saveDraft(
        database,
        forms["get-in-touch"],
        { ...getInTouch, email: "not an address\u0000", message: "Half a pair: \uD83D" },
        { email: "Enter a valid email address." },
      );
      const draft = await loadDraft(database, id);
      expect(draft?.values).toMatchObject({ email: "not an address", message: "Half a pair: \uFFFD" });
    });

    it("health is 503 when the database answers reads but refuses writes, and 200 with the backlog otherwise", async () => {
      const healthy = await checkHealth(async () => database);
      expect(healthy).toEqual({ ok: true, body: { status: "ok", outbox: { pending: 0, dead: 0 } } });
      // A full disk, as the database reports it: reads still work, every write fails.
      await withFullDisk(database, "settings", "could not extend file: No space left on device", async () => {
        expect(await rows(database.db, sql`SELECT count(*) FROM mail_outbox`)).toHaveLength(1);
        expect(await checkHealth(async () => database)).toEqual({
          ok: false,
          body: { status: "unavailable" },
        });
      });
      const unreachable = await checkHealth(() => Promise.reject(new Error("connect ECONNREFUSED")));
      expect(unreachable.ok).toBe(false);
    });

    it("health counts the backlog from the outbox's status index, not by reading every mail ever sent", async () => {
      const statuses = ["pending", "pending", "sending", "dead", ...Array<string>(3000).fill("sent")];
      await database.db.execute(sql`
        INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, status)
        SELECT 'notification', 'leads@firm.example', 'Subject', 'Text', '<p>HTML</p>', status
        FROM unnest(${`{${statuses.join(",")}}`}::text[]) AS status`);
      expect(await checkHealth(async () => database)).toEqual({
        ok: true,
        body: { status: "ok", outbox: { pending: 3, dead: 1 } },
      });
      const plan = (await rows<Record<string, string>>(database.db, sql`EXPLAIN ${backlogQuery(database)}`))
        .map((row) => Object.values(row)[0])
        .join("\n");
      expect(plan).toContain("mail_outbox_due_idx");
      expect(plan).not.toMatch(/Seq Scan on mail_outbox/);
    });

    it("a write the database refuses is described by its cause, never by what the visitor typed", async () => {
      // A disk that is full, as the database reports it: every insert into submissions fails.
      await withFullDisk(
        database,
        "submissions",
        'could not extend file "base/16384/16390": No space left on device',
        async () => {
          const error: unknown = await submitMessage(forms["get-in-touch"], getInTouch, context).then(
            () => null,
            (reason: unknown) => reason,
          );
          expect(error).toBeInstanceOf(Error);
          // What the handler logs when a post fails.
          const reason = describeError(error);
          expect(reason).toContain("No space left on device");
          expect(reason).toContain("[53100]");
          for (const typed of [
            "Ada",
            "Lovelace",
            "engines.example",
            "Analytical",
            "second opinion",
            "growth plan",
          ])
            expect(reason).not.toContain(typed);
          expect(reason).not.toContain("params");
        },
      );
    });

    it("stores the submission and its notification in one go, then mails the firm", async () => {
      const result = await submitMessage(forms["get-in-touch"], getInTouch, context);
      expect(result).toMatchObject({ ok: true, outcome: "stored" });
      const [stored] = await rows<{ form: string; fields: Record<string, string>; spam: boolean }>(
        database.db,
        sql`SELECT form, fields, spam FROM submissions`,
      );
      expect(stored).toEqual({ form: "get-in-touch", fields: getInTouch, spam: false });
      expect(await outbox(database)).toMatchObject([{ status: "pending", recipient: MAIL_TO }]);

      expect(await worker().runOnce()).toBe(1);
      const [mail] = await smtp.waitFor(1);
      expect(mail!.recipients).toEqual([MAIL_TO]);
      expect(mail!.parsed.subject).toBe("Get in Touch bericht van Ada Lovelace");
      expect(mail!.parsed.replyTo).toEqual([{ name: "Ada Lovelace", address: "ada@engines.example" }]);
      expect(mail!.parsed.from).toMatchObject({ address: "website@firm.example" });
      for (const value of Object.values(getInTouch)) expect(mail!.parsed.text).toContain(value);
      expect(mail!.parsed.text).toContain(result.ok ? result.id : "missing id");
      expect(mail!.parsed.html).toContain("Analytical Engines");
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 1 }]);
    });

    it("writes the subjects on the server for each form", async () => {
      await submitMessage(
        forms["contact"],
        {
          firstName: "Grace",
          lastName: "Hopper",
          email: "grace@navy.example",
          company: "Navy",
          message: "Hi",
        },
        context,
      );
      await submitMessage(
        forms["partnership"],
        {
          contactPerson: "Linus Pauling",
          jobTitle: "CEO",
          companyName: "Helix Labs",
          industry: "Biotech",
          email: "linus@helix.example",
          phone: "+1 555 010 0199",
          partnershipType: "technology",
          proposal: "Joint research",
          subject: "Ignored: subjects never come from the client",
        },
        context,
      );
      await worker().runOnce();
      const subjects = (await smtp.waitFor(2)).map((mail) => mail.parsed.subject).sort();
      expect(subjects).toEqual([
        "New contact message from Grace Hopper",
        "Partnership aanvraag van Linus Pauling - Helix Labs",
      ]);
      const partnership = smtp.mails.find((mail) => mail.parsed.subject?.startsWith("Partnership"))!;
      expect(partnership.parsed.text).toContain("Technology Partner");
      const contact = smtp.mails.find((mail) => mail.parsed.subject?.startsWith("New contact"))!;
      expect(contact.parsed.text).toContain("Business Building Consultancy");
      expect(contact.parsed.text).toContain("Phone: (not given)");
    });

    it("escapes HTML and keeps header injection out of the mail's headers and envelope", async () => {
      await submitMessage(
        forms["get-in-touch"],
        {
          ...getInTouch,
          firstName: "Eve\r\nBcc: victim@elsewhere.example",
          lastName: "Smith\nCc: other@elsewhere.example",
          message: '<script>alert("x")</script> & <b>bold</b>',
        },
        context,
      );
      await worker().runOnce();
      const [mail] = await smtp.waitFor(1);
      expect(mail!.recipients).toEqual([MAIL_TO]);
      expect(mail!.parsed.bcc ?? []).toEqual([]);
      expect(mail!.parsed.cc ?? []).toEqual([]);
      expect(mail!.parsed.subject).toBe(
        "Get in Touch bericht van Eve Bcc: victim@elsewhere.example Smith Cc: other@elsewhere.example",
      );
      const headerNames = mail!.parsed.headers.map((header) => header.key);
      expect(headerNames).not.toContain("bcc");
      expect(headerNames).not.toContain("cc");
      expect(mail!.parsed.html).not.toContain("<script>");
      expect(mail!.parsed.html).toContain(
        "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;",
      );
    });

    it("stores a repeat within ten minutes once and answers it as a success", async () => {
      const first = await submitMessage(forms["get-in-touch"], getInTouch, context);
      const [second, third] = await Promise.all([
        submitMessage(forms["get-in-touch"], { ...getInTouch }, context),
        submitMessage(
          forms["get-in-touch"],
          Object.fromEntries(Object.entries(getInTouch).reverse()),
          context,
        ),
      ]);
      expect(second).toMatchObject({ ok: true, outcome: "duplicate", id: first.ok && first.id });
      expect(third).toMatchObject({ ok: true, outcome: "duplicate", id: first.ok && first.id });
      const different = await submitMessage(
        forms["get-in-touch"],
        { ...getInTouch, message: "Another question" },
        context,
      );
      expect(different).toMatchObject({ ok: true, outcome: "stored" });
      await database.db.execute(sql`UPDATE submissions SET created_at = now() - interval '11 minutes'`);
      expect(await submitMessage(forms["get-in-touch"], getInTouch, context)).toMatchObject({
        outcome: "stored",
      });
      expect(await rows(database.db, sql`SELECT id FROM submissions`)).toHaveLength(3);
      expect(await outbox(database)).toHaveLength(3);
    });

    it("stores identical posts that arrive at the same moment once, with one mail", async () => {
      // Open connections first (on PostgreSQL), so the posts do not arrive one after another as each connects.
      await Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`SELECT pg_sleep(0.05)`)));
      const results = await Promise.all(
        Array.from({ length: 6 }, () => submitMessage(forms["get-in-touch"], { ...getInTouch }, context)),
      );
      const ids = new Set(results.map((result) => result.ok && result.id));
      expect(ids.size).toBe(1);
      expect(results.filter((result) => result.ok && result.outcome === "stored")).toHaveLength(1);
      expect(await rows(database.db, sql`SELECT id FROM submissions`)).toHaveLength(1);
      expect(await outbox(database)).toHaveLength(1);
    });

    it("keeps a filled honeypot as spam and mails nothing", async () => {
      const result = await submitMessage(
        forms["get-in-touch"],
        { ...getInTouch, website: "http://spam.example" },
        context,
      );
      expect(result).toMatchObject({ ok: true, outcome: "spam" });
      expect(await rows(database.db, sql`SELECT id FROM submissions WHERE spam`)).toHaveLength(1);
      expect(await outbox(database)).toEqual([]);
    });

    it("stores and mails the same post sent again without the honeypot, within the dedupe window", async () => {
      const spam = await submitMessage(
        forms["get-in-touch"],
        { ...getInTouch, website: "autofilled" },
        context,
      );
      expect(spam).toMatchObject({ outcome: "spam" });
      const real = await submitMessage(forms["get-in-touch"], getInTouch, context);
      expect(real).toMatchObject({ ok: true, outcome: "stored" });
      expect(await rows(database.db, sql`SELECT id FROM submissions WHERE NOT spam`)).toHaveLength(1);
      expect(await outbox(database)).toHaveLength(1);
    });

    it("stores nothing when a field is invalid, and names every bad field", async () => {
      const result = await submitMessage(
        forms["get-in-touch"],
        { ...getInTouch, email: "not-an-address", company: "   ", message: "x".repeat(5_001) },
        context,
      );
      expect(result.ok).toBe(false);
      expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(["company", "email", "message"]);
      expect(await rows(database.db, sql`SELECT id FROM submissions`)).toEqual([]);
    });

    it("retries while the mail server refuses, then delivers once", async () => {
      smtp.failNext(2);
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      const sender = worker();
      await sender.runOnce();
      let [row] = await outbox(database);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row!.next_in).toBeGreaterThan(3);
      expect(row!.next_in).toBeLessThanOrEqual(10);
      await database.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`);
      await sender.runOnce();
      [row] = await outbox(database);
      expect(row).toMatchObject({ status: "pending", attempts: 2 });
      expect(smtp.mails).toHaveLength(0);
      await database.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`);
      await sender.runOnce();
      expect(await smtp.waitFor(1)).toHaveLength(1);
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 3 }]);
      await sender.runOnce();
      expect(smtp.mails).toHaveLength(1);
    });

    it("keeps mail while no server answers at all, and sends it when one does", async () => {
      const port = await freePort();
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      const client = mailer(`smtp://127.0.0.1:${port}`);
      const sender = worker({ mailer: client });
      await sender.runOnce();
      const [row] = await outbox(database);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      const late = await TestSmtpServer.start(port);
      try {
        await database.db.execute(sql`UPDATE mail_outbox SET next_attempt_at = now()`);
        await sender.runOnce();
        expect(await late.waitFor(1)).toHaveLength(1);
      } finally {
        client.close(); // A pooled connection stays open; the server would wait for it.
        await late.close();
      }
    });

    it("gives a failing mail up once its next try would fall after 24 hours since it was queued, and logs it", async () => {
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      smtp.failNext(10);
      /** Queues a message whose mail was queued `age` ago (an SQL interval). */
      const queued = async (tag: string, age: string) => {
        const result = await submitMessage(forms["get-in-touch"], { ...getInTouch, message: tag }, context);
        if (!result.ok) throw new Error("not stored");
        await database.db.execute(
          sql`UPDATE mail_outbox SET queued_at = now() - ${age}::interval WHERE submission_id = ${result.id}`,
        );
        return result.id;
      };
      // The first retry comes 4-6 s after a failure: past the 24 hours for the first mail only.
      const expiring = await queued("expiring", "23 hours 59 minutes 58 seconds");
      const lastMinute = await queued("last minute", "23 hours 59 minutes");
      const fresh = await queued("fresh", "0 seconds");
      expect(await worker({ log }).runOnce()).toBe(3);
      const states = await rows<{ submission_id: string; status: string; attempts: number }>(
        database.db,
        sql`SELECT submission_id, status, attempts FROM mail_outbox`,
      );
      const stateOf = (id: string) => states.find((row) => row.submission_id === id);
      expect(stateOf(expiring)).toMatchObject({ status: "dead", attempts: 1 });
      expect(stateOf(lastMinute)).toMatchObject({ status: "pending", attempts: 1 });
      expect(stateOf(fresh)).toMatchObject({ status: "pending", attempts: 1 });
      const given = lines.filter((line) => line.includes("mail given up"));
      expect(given).toHaveLength(1);
      const entry = JSON.parse(given[0]!);
      expect(entry.level).toBe(50);
      expect(JSON.stringify(entry)).not.toContain("ada@engines.example");
    });

    it("puts dead mail back in the queue with a fresh day of retries, and sends it", async () => {
      smtp.failNext(1);
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      await database.db.execute(sql`UPDATE mail_outbox SET queued_at = now() - interval '24 hours'`);
      const sender = worker();
      await sender.runOnce();
      expect(await outbox(database)).toMatchObject([{ status: "dead" }]);
      expect(await requeueDeadMail(database)).toBe(1);
      expect(await outbox(database)).toMatchObject([{ status: "pending", attempts: 0 }]);
      await sender.runOnce();
      expect(await smtp.waitFor(1)).toHaveLength(1);
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 1 }]);
      expect(await requeueDeadMail(database)).toBe(0);
    });

    it("wakes when told and sends within moments, polling otherwise", async () => {
      const sender = worker({ pollMs: 60_000 });
      const rounds = vi.spyOn(sender, "runOnce");
      sender.start();
      // Its first round finds nothing; after it the worker would sleep for a minute unless woken.
      await vi.waitFor(() => expect(rounds).toHaveBeenCalledTimes(1));
      expect(await rounds.mock.results[0]!.value).toBe(0);
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      sender.wake();
      expect(await smtp.waitFor(1, 5_000)).toHaveLength(1);
    });

    it("takes back mail a crashed worker left half-sent once its lease runs out", async () => {
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      await database.db.execute(
        sql`UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() + interval '1 minute'`,
      );
      const sender = worker();
      expect(await sender.runOnce()).toBe(0);
      await database.db.execute(sql`UPDATE mail_outbox SET locked_until = now() - interval '1 second'`);
      expect(await sender.runOnce()).toBe(1);
      expect(await smtp.waitFor(1)).toHaveLength(1);
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 2 }]);
    });

    /**
     * A mailer that sends over SMTP and, the first time the mail server has taken a mail, has the database refuse
     * every write to the outbox: that send succeeds and its "sent" mark fails. `databaseBack` puts the table back
     * (the test's end does too).
     */
    const refusingAfterSend = () => {
      const real = mailer(smtp.url);
      let refused = false;
      let putBack: (() => Promise<void>) | null = null;
      const refusing: Mailer = {
        async send(mail) {
          await real.send(mail);
          if (refused) return;
          refused = true;
          putBack = await refuseWrites(
            database,
            "mail_outbox",
            "could not extend file: No space left on device",
          );
        },
        close: () => real.close(),
      };
      const databaseBack = async () => {
        const back = putBack;
        putBack = null;
        await back?.();
      };
      onTestFinished(databaseBack);
      return { mailer: refusing, databaseBack };
    };

    it("sends a mail once when the database refuses its 'sent' mark until after the lease has run out", async () => {
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      const outage = refusingAfterSend();
      const sender = worker({ mailer: outage.mailer, log });
      // The mail server takes the mail; the database refuses the mark, and the worker keeps it.
      expect(await sender.runOnce()).toBe(1);
      expect(await smtp.waitFor(1)).toHaveLength(1);
      // While the database still refuses, a round fails before it claims anything.
      await expect(sender.runOnce()).rejects.toThrow();
      // The database is back, and the mail's lease ran out meanwhile.
      await outage.databaseBack();
      await database.db.execute(sql`UPDATE mail_outbox SET locked_until = now() - interval '1 second'`);
      expect(await outbox(database)).toMatchObject([{ status: "sending" }]);
      // The round writes the mark first, and so claims nothing: a send again would have arrived before it ends.
      expect(await sender.runOnce()).toBe(0);
      expect(await sender.runOnce()).toBe(0);
      expect(smtp.mails).toHaveLength(1);
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 1 }]);
      const [row] = await rows<{ sent_at: Date | null; locked_until: Date | null }>(
        database.db,
        sql`SELECT sent_at, locked_until FROM mail_outbox`,
      );
      expect(row).toMatchObject({ sent_at: expect.anything(), locked_until: null });
      for (const line of lines) {
        expect(line).not.toContain("firm.example");
        expect(line).not.toContain("engines.example");
      }
      expect(lines.some((line) => line.includes("mark written late"))).toBe(true);
    });

    it("writes a refused 'sent' mark when the worker stops, once the database answers", async () => {
      await submitMessage(forms["get-in-touch"], getInTouch, context);
      const outage = refusingAfterSend();
      const sender = worker({ mailer: outage.mailer });
      expect(await sender.runOnce()).toBe(1);
      await outage.databaseBack();
      expect(await outbox(database)).toMatchObject([{ status: "sending" }]);
      await sender.stop();
      expect(await outbox(database)).toMatchObject([{ status: "sent", attempts: 1 }]);
      expect(smtp.mails).toHaveLength(1);
    });

    if (target.name === "PostgreSQL") {
      it("sends each mail once when several workers with their own connections share the outbox", async () => {
        for (let index = 0; index < 40; index += 1) {
          await submitMessage(forms["get-in-touch"], { ...getInTouch, message: `Message ${index}` }, context);
        }
        const others = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url! })));
        try {
          const senders = [database, ...others].map((db) => worker({ database: db, batchSize: 3 }));
          for (const sender of senders) sender.start();
          await smtp.waitFor(40, 20_000);
          // A stopped worker has finished every mail it claimed: whatever was sent twice has arrived by now.
          await Promise.all(workers.splice(0).map((instance) => instance.stop()));
          const messages = smtp.mails.map((mail) => mail.parsed.text?.match(/Message \d+/)?.[0]);
          expect(new Set(messages).size).toBe(40);
          expect(smtp.mails).toHaveLength(40);
        } finally {
          await Promise.all(others.map((db) => db.close()));
        }
      });
    }
  });
}
