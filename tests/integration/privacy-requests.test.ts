import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forms } from "@/lib/forms";
import type { Database } from "@/server/db/client";
import { saveDraft } from "@/server/forms/drafts";
import { submitMessage, type SubmitContext } from "@/server/forms/submit";
import { subscribe } from "@/server/newsletter/service";
import { auditEntries, commandLine } from "@/server/office/audit";
import { changeLead } from "@/server/office/leads";
import type { SignedIn } from "@/server/office/sessions";
import { addStaff } from "@/server/office/staff";
import { erasePerson, exportPerson, findPerson, requestTarget } from "@/server/privacy/requests";
import { personHash } from "@/server/security/keys";
import { databaseTargets, emptyTables, rows } from "../support/databases";

const SITE = "https://www.firm.example";
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

const message = (email: string, lastName: string) => ({
  firstName: "Visitor",
  lastName,
  email,
  company: "Engines Ltd",
  message: `A question from ${lastName} about your strategy work.`,
});

for (const target of databaseTargets()) {
  describe(`privacy requests on ${target.name}`, () => {
    let created: Awaited<ReturnType<typeof target.create>>;
    let database: Database;
    let owner: SignedIn;
    let context: SubmitContext;
    beforeAll(async () => {
      created = await target.create();
      database = created.database;
      context = { database, siteUrl: SITE, mailTo: "hello@firm.example", clientHash: "h", userAgent: "Test" };
    });
    afterAll(() => created.drop());

    /** Ada and Bob each write, sign up and leave a draft; the firm notes on both messages. */
    beforeEach(async () => {
      await emptyTables(database);
      const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
      if (!added.ok) throw new Error(added.message);
      owner = { sessionId: "s", staffId: added.member.id, email: added.member.email, role: "owner" };
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
        await changeLead(database.db, owner, id, { action: "note", note: `Called back about ${id}` });
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

    it("exports every field of every record as stored, and records the answer under a code, not the address", async () => {
      const file = JSON.parse(JSON.stringify(await exportPerson(database.db, owner, ADA))) as Record<
        string,
        Record<string, unknown>[]
      >;
      // Every column of every row of Ada's, as the database holds it (the derived search column aside).
      const stored = async (table: string, where: string) =>
        rows<Record<string, unknown>>(database.db, sql.raw(`SELECT * FROM ${table} WHERE ${where}`));
      const ada = `'${ADA}'`;
      const expected = {
        messages: await stored("submissions", `lower(fields->>'email') = ${ada}`),
        newsletter: await stored("newsletter_subscribers", `email = ${ada}`),
        drafts: await stored("form_drafts", `values->>'email' = ${ada}`),
        notes: await stored(
          "submission_notes",
          `submission_id IN (SELECT id FROM submissions WHERE lower(fields->>'email') = ${ada})`,
        ),
        mail: await stored(
          "mail_outbox",
          `lower(reply_to) = ${ada} OR recipient = ${ada} OR submission_id IN (SELECT id FROM submissions WHERE lower(fields->>'email') = ${ada})`,
        ),
      };
      const camel = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
      for (const [kind, tableRows] of Object.entries(expected)) {
        expect(file[kind], kind).toHaveLength(tableRows.length);
        for (const row of tableRows) {
          const exported = file[kind]!.find((candidate) => candidate.id === row.id);
          expect(exported, `${kind} ${String(row.id)}`).toBeDefined();
          for (const [column, value] of Object.entries(row)) {
            if (column === "search") continue;
            const written = exported![camel(column)];
            // Times are written as ISO strings; both drivers read them in their own way.
            if (value instanceof Date || (typeof value === "string" && /^\d{4}-\d\d-\d\d[ T]\d/.test(value)))
              expect(new Date(written as string).getTime(), `${kind}.${column}`).toBe(
                new Date(value as string).getTime(),
              );
            else expect(written, `${kind}.${column}`).toEqual(value);
          }
        }
      }
      expect(JSON.stringify(file)).not.toContain(BOB);
      const [entry] = await auditEntries(database.db, { limit: 1 });
      expect(entry).toMatchObject({
        action: "privacy.export",
        target: `person:${personHash(ADA)}`,
        detail: { messages: 2, notes: 2, newsletter: 1, drafts: 1, mail: 3 },
      });
    });

    it("erases every record of the address in one go, leaves no trace of it, and keeps everyone else's", async () => {
      expect(await mentions(ADA)).not.toEqual([]);
      const counts = await erasePerson(database.db, owner, ADA);
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
      try {
        const failure: unknown = await erasePerson(database.db, owner, ADA).then(
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
      expect(await auditEntries(database.db, { limit: 10, target: requestTarget(ADA) })).toEqual([]);
    });
  });
}
