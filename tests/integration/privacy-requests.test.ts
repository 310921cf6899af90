import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pino from "pino";
import { beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { forms } from "@/lib/forms";
import type { Database } from "@/server/db/client";
import { campaigns, mailOutbox } from "@/server/db/schema";
import { saveDraft } from "@/server/forms/drafts";
import { submitMessage, type SubmitContext } from "@/server/forms/submit";
import { OutboxWorker } from "@/server/mail/outbox";
import { fileMailer } from "@/server/mail/transport";
import { progressOf } from "@/server/newsletter/campaigns";
import { subscribe } from "@/server/newsletter/service";
import { audit, auditEntries, commandLine, leadExportDetail } from "@/server/office/audit";
import { changeLead } from "@/server/office/leads";
import type { Owner } from "@/server/office/guard";
import { actorOf } from "@/server/office/sessions";
import { addStaff } from "@/server/office/staff";
import { syncErasures } from "@/server/privacy/erasures";
import {
  erasePerson,
  exportPerson,
  findPerson,
  requestTarget,
  type PrivacyFiles,
} from "@/server/privacy/requests";
import { personHash, searchHash } from "@/server/security/keys";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { asMember, asOwner } from "../support/granted";

const SITE = "https://www.firm.example";
const FROM = "Brightwell <hello@firm.example>";
const ADA = "ada@engines.example";
const BOB = "bob@looms.example";

/** The tables that can hold a visitor's address, each read whole as text. */
const TABLES = [
  "submissions",
  "submission_notes",
  "newsletter_subscribers",
  "form_drafts",
  "mail_outbox",
  "audit_log",
];

/** A data folder of its own for a test (its mail folder and its keys folder), removed when the test ends. */
function dataFolder(): PrivacyFiles & { mailDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-privacy-test-"));
  onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
  return { dataDir, mailDir: path.join(dataDir, "mail") };
}

/** The mail files in `dir` that name `email` anywhere (headers or bodies, in any case): what `grep -rli` finds. */
const filesNaming = (dir: string, email: string) =>
  readdirSync(dir).filter((name) => readFileSync(path.join(dir, name), "utf8").toLowerCase().includes(email));

/** The erasure ledger's lines, beside the privacy key in the data folder. */
const ledgerLines = (dataDir: string) =>
  readFileSync(path.join(dataDir, "keys", "erasures.jsonl"), "utf8")
    .trim()
    .split("\n");

const silent = pino({ level: "silent" });

const message = (email: string, lastName: string) => ({
  firstName: "Visitor",
  lastName,
  email,
  company: "Engines Ltd",
  message: `A question from ${lastName} about your strategy work.`,
});

for (const target of databaseTargets()) {
  describe(`privacy requests on ${target.name}`, () => {
    let database: Database;
    let owner: Owner;
    let context: SubmitContext;
    suiteDatabase(target, (opened) => {
      database = opened.database;
      context = { database, siteUrl: SITE, mailTo: "hello@firm.example", clientHash: "h", userAgent: "Test" };
    });

    /** Ada and Bob each write, sign up and leave a draft; the firm notes on both messages. */
    beforeEach(async () => {
      await database.db.execute(sql`TRUNCATE privacy_erasures`);
      const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
      if (!added.ok) throw new Error(added.message);
      owner = asOwner({ sessionId: "s", staffId: added.member.id, email: added.member.email, role: "owner" });
      const ids: string[] = [];
      // Ada writes once in capitals: it is her address all the same.
      for (const [email, name] of [
        [ADA, "Lovelace"],
        ["Ada@Engines.Example", "Lovelace-again"],
        [BOB, "Jacquard"],
      ] as const) {
        const result = await submitMessage(forms["get-in-touch"], message(email, name), context);
        if (!result.ok) throw new Error("not stored");
        ids.push(result.id);
      }
      for (const id of ids)
        await changeLead(
          database.db,
          asMember(owner),
          id,
          { action: "triage", status: "new", owner: "", due: "", note: `Called back about ${id}` },
          { siteUrl: SITE, mailFrom: FROM },
        );
      for (const email of [ADA, BOB]) await subscribe(email, { database, siteUrl: SITE, clientHash: null });
      for (const email of [ADA, BOB])
        await saveDraft(
          database,
          forms["get-in-touch"],
          { email, message: "too short" },
          { message: "Longer" },
        );
    });

    const mentions = async (email: string) => {
      const found: string[] = [];
      for (const table of TABLES) {
        const [row] = await rows<{ count: number }>(
          database.db,
          sql.raw(`SELECT count(*)::int AS count FROM ${table} t WHERE lower(t::text) LIKE '%${email}%'`),
        );
        if (row!.count > 0) found.push(`${table}: ${row!.count}`);
      }
      return found;
    };

    it("finds every record of the address, in any case, and nothing of anyone else's", async () => {
      const records = await findPerson(database.db, ADA);
      expect(records.messages.map((row) => row.fields.lastName).sort()).toEqual([
        "Lovelace",
        "Lovelace-again",
      ]);
      expect(records.notes).toHaveLength(2);
      expect(records.newsletter.map((row) => row.email)).toEqual([ADA]);
      expect(records.drafts).toHaveLength(1);
      // Two notifications to the firm (replying to Ada) and her confirmation mail.
      expect(records.mail.map((row) => row.kind).sort()).toEqual([
        "newsletter-confirmation",
        "notification",
        "notification",
      ]);
      expect(JSON.stringify(records)).not.toContain("Jacquard");
      expect(JSON.stringify(records)).not.toContain(BOB);
    });

    it("exports every record of the person in plain fields, without token hashes or internal columns, and records the answer under a code", async () => {
      const copy = await exportPerson(database.db, owner, ADA);
      const json = JSON.stringify(copy);
      const file = JSON.parse(json) as {
        email: string;
        messages: { reference: string; sentAt: string; form: string; status: string; fields: unknown }[];
        notes: { message: string; by: string; text: string }[];
        newsletter: { status: string; signedUpAt: string }[];
        drafts: { form: string; values: unknown }[];
        mail: { kind: string; to: string; subject: string; text: string }[];
      };
      // Ada's rows as the database holds them, read without the code under test.
      const stored = async (table: string, where: string) =>
        rows<Record<string, unknown>>(database.db, sql.raw(`SELECT * FROM ${table} WHERE ${where}`));
      const ada = `'${ADA}'`;
      const adaMessages = `SELECT id FROM submissions WHERE lower(fields->>'email') = ${ada}`;
      const expected = {
        messages: await stored("submissions", `lower(fields->>'email') = ${ada}`),
        newsletter: await stored("newsletter_subscribers", `email = ${ada}`),
        drafts: await stored("form_drafts", `values->>'email' = ${ada}`),
        notes: await stored("submission_notes", `submission_id IN (${adaMessages})`),
        mail: await stored(
          "mail_outbox",
          `lower(reply_to) = ${ada} OR recipient = ${ada} OR submission_id IN (${adaMessages})`,
        ),
      };
      expect(file.email).toBe(ADA);
      for (const [kind, tableRows] of Object.entries(expected))
        expect(file[kind as keyof typeof expected], kind).toHaveLength(tableRows.length);
      // The visitor's fields exactly as they sent them, each message under its reference.
      for (const row of expected.messages) {
        const message = file.messages.find((candidate) => candidate.reference === row.id);
        expect(message, String(row.id)).toMatchObject({
          form: "Get in touch",
          status: "New",
          fields: row.fields,
        });
        expect(new Date(message!.sentAt).getTime()).toBe(new Date(row.created_at as string).getTime());
      }
      expect(file.notes.map((note) => note.text).sort()).toEqual(
        expected.notes.map((row) => row.body).sort(),
      );
      expect(file.notes.map((note) => note.by)).toEqual(["owner@firm.example", "owner@firm.example"]);
      expect(file.newsletter).toEqual([expect.objectContaining({ status: "Waiting for confirmation" })]);
      expect(file.drafts.map((draft) => draft.values)).toEqual(expected.drafts.map((row) => row.values));
      expect(file.mail.map((mail) => mail.subject).sort()).toEqual(
        expected.mail.map((row) => row.subject).sort(),
      );
      expect(file.mail.map((mail) => mail.kind).sort()).toEqual([
        "Message to the firm",
        "Message to the firm",
        "Newsletter confirmation",
      ]);

      // No internal column under any name, at any depth.
      const keys = (value: unknown): string[] =>
        Array.isArray(value)
          ? value.flatMap(keys)
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([key, inner]) => [key, ...keys(inner)])
            : [];
      const internal = [
        "id",
        "search",
        "attempts",
        "nextAttemptAt",
        "lockedUntil",
        "lastError",
        "queuedAt",
        "headers",
        "htmlBody",
        "ownerId",
        "authorId",
        "mergedInto",
        "subscriberId",
        "campaignId",
        "dedupeKey",
        "clientHash",
        "confirmTokenHash",
        "unsubscribeTokenHash",
      ];
      const found = keys(file);
      expect(found.filter((key) => internal.includes(key) || /hash/i.test(key))).toEqual([]);
      // Nor their values: the token hashes, the dedupe keys, and the tokens of the links in the mail Ada was sent.
      const [subscriber] = expected.newsletter;
      const secrets = [
        subscriber!.confirm_token_hash,
        subscriber!.unsubscribe_token_hash,
        ...expected.messages.map((row) => row.dedupe_key),
      ];
      for (const secret of secrets) {
        expect(secret).toEqual(expect.stringMatching(/^\S{16,}$/));
        expect(json).not.toContain(secret);
      }
      const tokens = expected.mail.flatMap((row) =>
        [...String(row.text_body).matchAll(/token=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!),
      );
      expect(tokens.length).toBeGreaterThan(0);
      for (const token of tokens) expect(json).not.toContain(token);
      expect(file.mail.find((mail) => mail.kind === "Newsletter confirmation")!.text).toContain(
        "token=(removed)",
      );
      expect(json).not.toContain(BOB);
      expect(json).not.toContain("Jacquard");

      const [entry] = await auditEntries(database.db, { limit: 1 });
      expect(entry).toMatchObject({
        action: "privacy.export",
        target: `person:${personHash(ADA)}`,
        detail: { messages: 2, notes: 2, newsletter: 1, drafts: 1, mail: 3 },
      });
    });

    it("erases every record of the address in one go, leaves no trace of it, and keeps everyone else's", async () => {
      expect(await mentions(ADA)).not.toEqual([]);
      const counts = await erasePerson(database.db, owner, ADA, dataFolder());
      expect(counts).toEqual({ messages: 2, notes: 2, newsletter: 1, drafts: 1, mail: 3 });
      expect(await mentions(ADA)).toEqual([]);
      const left = await findPerson(database.db, BOB);
      expect(left.messages).toHaveLength(1);
      expect(left.notes).toHaveLength(1);
      expect(left.newsletter).toHaveLength(1);
      expect(left.mail).toHaveLength(2);
      // The audit log shows that the request was answered, by whom, under the address's keyed hash.
      const answered = await auditEntries(database.db, { limit: 10, target: requestTarget(ADA) });
      expect(answered).toMatchObject([{ action: "privacy.erase", actor: "owner@firm.example" }]);
      expect(requestTarget(ADA)).not.toContain("ada");
      expect(requestTarget("ADA@engines.example ")).toBe(requestTarget(ADA));
    });

    it("erases nothing when an erasure fails half-way: the transaction takes all or nothing", async () => {
      // A trigger that refuses to delete a subscriber fails the erasure after its messages were deleted.
      await database.db.execute(
        sql.raw(
          `CREATE FUNCTION refuse_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$ LANGUAGE plpgsql`,
        ),
      );
      await database.db.execute(
        sql.raw(
          "CREATE TRIGGER refuse_delete BEFORE DELETE ON newsletter_subscribers FOR EACH ROW EXECUTE FUNCTION refuse_delete()",
        ),
      );
      const files = dataFolder();
      try {
        const failure: unknown = await erasePerson(database.db, owner, ADA, files).then(
          () => null,
          (error: unknown) => error,
        );
        // drizzle wraps the database's error; its cause says what failed.
        expect(String((failure as Error).cause ?? failure)).toContain("disk full");
      } finally {
        await database.db.execute(sql.raw("DROP TRIGGER refuse_delete ON newsletter_subscribers"));
        await database.db.execute(sql.raw("DROP FUNCTION refuse_delete()"));
      }
      const records = await findPerson(database.db, ADA);
      expect(records.messages).toHaveLength(2);
      expect(records.mail).toHaveLength(3);
      // Nothing is recorded of an erasure that did not happen.
      expect(await rows(database.db, sql`SELECT 1 FROM privacy_erasures`)).toEqual([]);
      expect(existsSync(path.join(files.dataDir, "keys", "erasures.jsonl"))).toBe(false);
      expect(await auditEntries(database.db, { limit: 10, target: requestTarget(ADA) })).toEqual([]);
    });

    /** Sends every mail that is due, as a server without SMTP_URL does: one .eml file each in `mailDir`. */
    const sendToFiles = async (mailDir: string) => {
      const worker = new OutboxWorker({
        database,
        mailer: fileMailer(mailDir),
        from: "Brightwell <website@firm.example>",
        log: silent,
        siteUrl: SITE,
        batchSize: 50,
        campaignPace: 6_000,
      });
      while ((await worker.runOnce()) > 0);
    };

    it("deletes the address's mail files once the erasure has committed, and keeps everyone else's", async () => {
      const files = dataFolder();
      await sendToFiles(files.mailDir);
      // Her two notifications (replying to her) and her confirmation; Bob's notification and confirmation.
      expect(filesNaming(files.mailDir, ADA)).toHaveLength(3);
      expect(filesNaming(files.mailDir, BOB)).toHaveLength(2);
      await erasePerson(database.db, owner, ADA, files);
      expect(filesNaming(files.mailDir, ADA)).toEqual([]);
      expect(filesNaming(files.mailDir, BOB)).toHaveLength(2);
      expect(readdirSync(files.mailDir)).toHaveLength(2);
    });

    it("cancels the address's mail still to go, and keeps her campaign mail that went, failed or is going in its campaign's figures, without her", async () => {
      await database.db.execute(sql`UPDATE newsletter_subscribers SET status = 'confirmed'`);
      const [ada, bob] = (
        await rows<{ id: string }>(database.db, sql`SELECT id FROM newsletter_subscribers ORDER BY email`)
      ).map((row) => row.id);
      // Four campaigns under way; in each, Ada's mail is at another stage, and Bob's waits.
      const stages = ["sent", "dead", "sending", "pending"] as const;
      const made = await database.db
        .insert(campaigns)
        .values(
          stages.map((stage) => ({
            subject: `Campaign where Ada's mail is ${stage}`,
            status: "sending" as const,
            recipients: 2,
            mailHtml: "<p>Read on</p>",
            mailText: "Read on",
            createdBy: "owner@firm.example",
          })),
        )
        .returning({ id: campaigns.id });
      const ids = made.map((campaign) => campaign.id);
      const campaignRow = (campaignId: string, subscriberId: string, email: string, status: string) => ({
        kind: "campaign" as const,
        campaignId,
        subscriberId,
        recipient: email,
        subject: "",
        textBody: "",
        htmlBody: "",
        status: status as "pending",
        // The one being sent is leased to a worker that has not come back yet.
        lockedUntil: status === "sending" ? new Date(Date.now() - 60_000) : null,
        lastError: status === "dead" ? `550 5.1.1 <${ADA}>: mailbox unavailable` : null,
      });
      await database.db
        .insert(mailOutbox)
        .values([
          ...stages.map((stage, index) => campaignRow(ids[index]!, ada!, ADA, stage)),
          ...ids.map((id) => campaignRow(id, bob!, BOB, "pending")),
        ]);
      const before = await progressOf(database.db, ids);

      await erasePerson(database.db, owner, ADA, dataFolder());

      const after = await progressOf(database.db, ids);
      for (const [index, stage] of stages.entries()) {
        const figures = before.get(ids[index]!)!;
        // Her mail that went, failed or is going still counts; the one still to go is cancelled.
        expect(after.get(ids[index]!), stage).toEqual(
          stage === "pending" ? { ...figures, pending: figures.pending - 1 } : figures,
        );
      }
      const kept = await rows<Record<string, unknown>>(
        database.db,
        sql`SELECT status, subscriber_id, recipient, reply_to, subject, text_body, html_body, last_error
            FROM mail_outbox WHERE kind = 'campaign' AND recipient <> ${BOB} ORDER BY status`,
      );
      const detached = {
        subscriber_id: null,
        recipient: "",
        reply_to: null,
        subject: "",
        text_body: "",
        html_body: "",
        last_error: null,
      };
      expect(kept).toEqual(["dead", "sending", "sent"].map((status) => ({ status, ...detached })));
      expect(await mentions(ADA)).toEqual([]);

      // The worker sends what is left: Bob's mail, and nothing to her.
      const { mailDir } = dataFolder();
      await sendToFiles(mailDir);
      expect(filesNaming(mailDir, BOB).length).toBeGreaterThan(0);
      expect(filesNaming(mailDir, ADA)).toEqual([]);
    });

    it("keeps what an inbox export searched for only as a keyed hash, and the erasure scrubs the one that was her address", async () => {
      await audit(
        database.db,
        actorOf(owner),
        "lead.export",
        null,
        leadExportDetail({ q: " Ada@Engines.example", status: "new" }, 2),
      );
      await audit(database.db, actorOf(owner), "lead.export", null, leadExportDetail({ q: "Jacquard" }, 1));
      await audit(database.db, actorOf(owner), "lead.export", null, leadExportDetail({ form: "contact" }, 3));
      const inAuditLog = async (words: string) =>
        (await mentions(words)).filter((found) => found.startsWith("audit_log"));
      expect(await inAuditLog(ADA)).toEqual([]);
      expect(await inAuditLog("jacquard")).toEqual([]);
      const exports = async () =>
        (await auditEntries(database.db, { limit: 10 }))
          .filter((entry) => entry.action === "lead.export")
          .map((entry) => entry.detail);
      expect(await exports()).toEqual([
        { form: "contact", rows: 3 },
        { search: searchHash("jacquard"), rows: 1 },
        { status: "new", search: searchHash(ADA), rows: 2 },
      ]);
      // Its own key: the log's search codes cannot be matched with the privacy requests' codes without it.
      expect(searchHash(ADA)).not.toBe(personHash(ADA));
      expect(searchHash(ADA)).toMatch(/^[\da-f]{32}$/);

      await exportPerson(database.db, owner, ADA);
      await erasePerson(database.db, owner, ADA, dataFolder());
      expect(await exports()).toEqual([
        { form: "contact", rows: 3 },
        { search: searchHash("jacquard"), rows: 1 },
        { status: "new", search: "erased", rows: 2 },
      ]);
      // The answers stay: the firm's proof that it answered, under the keyed hash of the address.
      const answers = await auditEntries(database.db, { limit: 10, target: requestTarget(ADA) });
      expect(answers.map((entry) => entry.action)).toEqual(["privacy.erase", "privacy.export"]);
    });

    it("records the erasure, as a keyed hash and a time, in the database and in a ledger beside the privacy key", async () => {
      const files = dataFolder();
      await erasePerson(database.db, owner, ADA, files);
      const [recorded] = await rows<{ person_hash: string; at: string }>(
        database.db,
        sql`SELECT person_hash, to_char(erased_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
            FROM privacy_erasures`,
      );
      expect(recorded!.person_hash).toBe(personHash(ADA));
      const lines = ledgerLines(files.dataDir);
      expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
        { person: personHash(ADA), at: recorded!.at },
      ]);
      expect(lines.join("\n")).not.toContain("ada");
      const ledger = path.join(files.dataDir, "keys", "erasures.jsonl");
      expect(statSync(ledger).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(ledger)).mode & 0o777).toBe(0o700);
    });

    it("re-applies a recorded erasure to records older than it, and keeps what the person sent after it", async () => {
      const files = dataFolder();
      await erasePerson(database.db, owner, ADA, files);
      const [{ erased_at: erasedAt }] = (await rows<{ erased_at: string }>(
        database.db,
        sql`SELECT erased_at::text FROM privacy_erasures`,
      )) as [{ erased_at: string }];
      // As after a restore of a backup taken before the erasure: her old records are back, and the database
      // does not know of the erasure. She has also written again since.
      await database.db.execute(sql`TRUNCATE privacy_erasures`);
      for (const [name, at] of [
        ["Lovelace-restored", sql`${erasedAt}::timestamptz - interval '1 day'`],
        ["Lovelace-later", sql`${erasedAt}::timestamptz + interval '1 day'`],
      ] as const)
        await database.db.execute(
          sql`INSERT INTO submissions (form, fields, created_at, updated_at, dedupe_key)
              VALUES ('contact', ${JSON.stringify({ email: ADA, lastName: name })}::jsonb, ${at}, ${at}, ${name})`,
        );
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version, created_at)
            VALUES (${ADA}, 'confirmed', 'v1', ${erasedAt}::timestamptz - interval '2 days')`,
      );

      const outcome = await syncErasures(database.db, files);
      expect(outcome).toEqual({
        erasures: 1,
        counts: { messages: 1, notes: 0, newsletter: 1, drafts: 0, mail: 0 },
      });
      const left = await findPerson(database.db, ADA);
      expect(left.messages.map((row) => row.fields.lastName)).toEqual(["Lovelace-later"]);
      expect(left.newsletter).toEqual([]);
      expect(await findPerson(database.db, BOB).then((records) => records.messages)).toHaveLength(1);
      // Known to the database again; a second run has nothing to do, and the ledger holds it once.
      expect(await rows(database.db, sql`SELECT 1 FROM privacy_erasures`)).toHaveLength(1);
      expect(await syncErasures(database.db, files)).toEqual({
        erasures: 0,
        counts: { messages: 0, notes: 0, newsletter: 0, drafts: 0, mail: 0 },
      });
      expect(ledgerLines(files.dataDir)).toHaveLength(1);
      const answers = await auditEntries(database.db, { limit: 10, target: requestTarget(ADA) });
      expect(answers.map((entry) => entry.action)).toEqual(["privacy.reapply", "privacy.erase"]);
    });

    it("writes into the ledger the erasures the database knows and the ledger does not (another server's)", async () => {
      const files = dataFolder();
      await erasePerson(database.db, owner, ADA, dataFolder());
      expect(await syncErasures(database.db, files)).toMatchObject({ erasures: 0 });
      expect(
        ledgerLines(files.dataDir).map((line) => (JSON.parse(line) as { person: string }).person),
      ).toEqual([personHash(ADA)]);
    });
  });
}
