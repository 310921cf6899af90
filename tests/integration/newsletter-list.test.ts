import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { readersByEdition } from "@/server/newsletter/campaigns";
import {
  addReader,
  csvRows,
  importReaders,
  importReport,
  readerById,
  removeReader,
  setReaderLanguage,
} from "@/server/newsletter/list";
import { auditEntries, commandLine } from "@/server/office/audit";
import { personalCopy } from "@/server/privacy/personal-copy";
import { findPerson } from "@/server/privacy/requests";
import type { Member, Owner } from "@/server/office/guard";
import { addStaff } from "@/server/office/staff";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { asMember, asOwner } from "../support/granted";

const SITE = "https://www.firm.example";
const yesterday = () => new Date(Date.now() - 86_400_000);

describe("csvRows: a CSV as spreadsheets write it", () => {
  it("reads commas or semicolons (told by the first line), quotes, doubled quotes, line breaks in a field, CRLF", () => {
    expect(csvRows('email,language\r\n"ann@example.com",nl\r\nbob@example.com,"e""n"\r\n')).toEqual([
      ["email", "language"],
      ["ann@example.com", "nl"],
      ["bob@example.com", 'e"n'],
    ]);
    expect(csvRows('\uFEFFe-mailadres;taal;bron\nan@example.nl;nl;"Beurs; Utrecht\n2026"')).toEqual([
      ["e-mailadres", "taal", "bron"],
      ["an@example.nl", "nl", "Beurs; Utrecht\n2026"],
    ]);
  });
});

for (const target of databaseTargets()) {
  describe(`the newsletter's list in the office on ${target.name}`, () => {
    let database: Database;
    let owner: Owner;
    let staff: Member;
    const subscribers = () =>
      rows<{
        email: string;
        status: string;
        locale: string;
        added_by: string | null;
        consent_source: string | null;
      }>(
        database.db,
        sql`SELECT email, status, locale, added_by, consent_source FROM newsletter_subscribers ORDER BY email`,
      );
    const mails = () =>
      rows<{ recipient: string; subject: string; kind: string }>(
        database.db,
        sql`SELECT recipient, subject, kind FROM mail_outbox ORDER BY recipient`,
      );

    suiteDatabase(target, (opened) => (database = opened.database));
    beforeEach(async () => {
      const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
      const writer = await addStaff(database.db, commandLine, "writer@firm.example", "staff");
      if (!added.ok || !writer.ok) throw new Error("staff");
      owner = asOwner({ sessionId: "o", staffId: added.member.id, email: added.member.email, role: "owner" });
      staff = asMember({
        sessionId: "w",
        staffId: writer.member.id,
        email: writer.member.email,
        role: "staff",
      });
    });

    it("adds a reader by hand: mailed to confirm in their language unless an owner records a consent given elsewhere", async () => {
      const added = await addReader(database.db, staff, { email: " Sanne@Example.NL ", locale: "nl" }, SITE);
      expect(added).toMatchObject({ ok: true, confirmed: false });
      expect(await subscribers()).toEqual([
        expect.objectContaining({
          email: "sanne@example.nl",
          status: "pending",
          locale: "nl",
          added_by: staff.email,
        }),
      ]);
      expect(await mails()).toEqual([
        {
          recipient: "sanne@example.nl",
          subject: "Bevestig uw aanmelding voor Brightwell Inzichten",
          kind: "newsletter-confirmation",
        },
      ]);
      // Pending readers receive nothing until they confirm.
      expect(await readersByEdition(database.db)).toEqual({ en: 0, nl: 0 });

      const consent = { source: "Paper form at the Amsterdam breakfast", at: yesterday() };
      expect(
        await addReader(database.db, staff, { email: "tom@example.com", locale: "en", consent }, SITE),
      ).toEqual({
        ok: false,
        problem: "consent-owner",
      });
      const recorded = await addReader(
        database.db,
        owner,
        { email: "tom@example.com", locale: "en", consent },
        SITE,
      );
      expect(recorded).toMatchObject({ ok: true, confirmed: true });
      // A pending reader whose consent an owner then records is confirmed too, without a second mail.
      expect(
        await addReader(database.db, owner, { email: "sanne@example.nl", locale: "nl", consent }, SITE),
      ).toMatchObject({ ok: true, confirmed: true });
      expect(await readersByEdition(database.db)).toEqual({ en: 1, nl: 1 });
      expect(await mails()).toHaveLength(1);
      const tom = await readerById(database.db, recorded.ok ? recorded.id : "");
      expect(tom).toMatchObject({
        status: "confirmed",
        consentSource: consent.source,
        addedBy: owner.email,
        consentAt: consent.at,
      });

      // A request for access shows the person the consent as recorded, and their edition.
      const copy = personalCopy(await findPerson(database.db, "tom@example.com"), new Date());
      expect(copy.newsletter).toEqual([
        expect.objectContaining({
          language: "English",
          consent: { source: consent.source, givenOn: consent.at.toISOString().slice(0, 10) },
        }),
      ]);

      // Refused: no address, a consent without its source or with a day to come, a confirmed reader again.
      for (const [reader, problem] of [
        [{ email: "not an address", locale: "en" }, "email"],
        [
          { email: "a@example.com", locale: "en", consent: { source: " ", at: yesterday() } },
          "consent-source",
        ],
        [
          {
            email: "a@example.com",
            locale: "en",
            consent: { source: "x", at: new Date(Date.now() + 86_400_000) },
          },
          "consent-date",
        ],
        [
          { email: "a@example.com", locale: "en", consent: { source: "x", at: new Date(Number.NaN) } },
          "consent-date",
        ],
        [{ email: "TOM@example.com", locale: "nl" }, "already-reader"],
      ] as const)
        expect(await addReader(database.db, owner, reader, SITE), problem).toEqual({ ok: false, problem });
      const lines = await auditEntries(database.db, { limit: 10 });
      expect(lines.filter((line) => line.action === "subscriber.add").map((line) => line.detail)).toEqual([
        { locale: "nl", consent: consent.source, consentAt: consent.at.toISOString().slice(0, 10) },
        { locale: "en", consent: consent.source, consentAt: consent.at.toISOString().slice(0, 10) },
        { locale: "nl" },
      ]);
    });

    it("imports a CSV: adds exactly the lines that can be, reports each one left out by its number, and audits it", async () => {
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES ('known@example.com', 'confirmed', 'v1')`,
      );
      const file = [
        "E-mailadres;Taal;Bron;Datum",
        "eva@example.nl;nl;Inschrijflijst beurs Utrecht;14-03-2026",
        "ben@example.com;;;",
        "not-an-address;en;;",
        "EVA@example.nl;nl;;",
        "known@example.com;en;;",
        "fr@example.fr;fr;;",
        "late@example.com;en;Beurs;",
        "",
      ].join("\r\n");
      const imported = await importReaders(database.db, owner, file, SITE);
      expect(imported).toMatchObject({
        ok: true,
        report: {
          mailed: 1,
          confirmed: 1,
          skipped: [
            { line: 4, problem: "email" },
            { line: 5, problem: "repeated" },
            { line: 6, problem: "already-reader" },
            { line: 7, problem: "language" },
            { line: 8, problem: "consent-date" },
          ],
        },
      });
      expect(await subscribers()).toEqual([
        expect.objectContaining({ email: "ben@example.com", status: "pending", locale: "en" }),
        expect.objectContaining({
          email: "eva@example.nl",
          status: "confirmed",
          locale: "nl",
          consent_source: "Inschrijflijst beurs Utrecht",
        }),
        expect.objectContaining({ email: "known@example.com", status: "confirmed" }),
      ]);
      expect((await mails()).map((mail) => mail.recipient)).toEqual(["ben@example.com"]);
      // The report is kept with its audit line, by line number and reason: no address of the file in the log.
      expect(await importReport(database.db, imported.ok ? imported.auditId : 0)).toEqual(
        imported.ok ? imported.report : undefined,
      );
      const [line] = await auditEntries(database.db, { limit: 1 });
      expect(line).toMatchObject({
        action: "subscribers.import",
        detail: { mailed: 1, confirmed: 1, skipped: 5 },
      });
      expect(JSON.stringify(line!.detail)).not.toContain("@");
    });

    it("refuses a whole file that cannot be read, or that records consent for a member of staff, adding nobody", async () => {
      expect(await importReaders(database.db, owner, "email\n", SITE)).toEqual({
        ok: false,
        problem: "csv-empty",
      });
      expect(await importReaders(database.db, owner, "name,city\nAnn,Delft\n", SITE)).toEqual({
        ok: false,
        problem: "csv-columns",
      });
      expect(
        await importReaders(
          database.db,
          staff,
          "email,consent source,consent date\na@example.com,Beurs,2026-01-02\n",
          SITE,
        ),
      ).toEqual({ ok: false, problem: "consent-owner" });
      const long = ["email", ...Array.from({ length: 5_001 }, (_, index) => `r${index}@example.com`)].join(
        "\n",
      );
      expect(await importReaders(database.db, owner, long, SITE)).toEqual({ ok: false, problem: "csv-long" });
      expect(await subscribers()).toEqual([]);
      expect(await mails()).toEqual([]);
    });

    it("imports all of a file or nothing: a database failing on its third reader leaves the first two out too", async () => {
      await database.db.execute(sql`
        CREATE FUNCTION refuse_boom() RETURNS trigger AS $$
        BEGIN
          IF NEW.email = 'boom@example.com' THEN RAISE EXCEPTION 'disk full'; END IF;
          RETURN NEW;
        END $$ LANGUAGE plpgsql`);
      await database.db.execute(sql`
        CREATE TRIGGER refuse_boom BEFORE INSERT ON newsletter_subscribers
        FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
      try {
        await expect(
          importReaders(
            database.db,
            owner,
            "email\nfirst@example.com\nsecond@example.com\nboom@example.com\n",
            SITE,
          ),
        ).rejects.toThrow();
        expect(await subscribers()).toEqual([]);
        expect(await mails()).toEqual([]);
        const lines = await auditEntries(database.db, { limit: 5 });
        expect(lines.filter((line) => line.action === "subscribers.import")).toEqual([]);
      } finally {
        await database.db.execute(sql`DROP TRIGGER refuse_boom ON newsletter_subscribers`);
        await database.db.execute(sql`DROP FUNCTION refuse_boom()`);
      }
    });

    it("changes a reader's edition and takes a reader off the list, audited; their sent issue stays counted", async () => {
      const added = await addReader(
        database.db,
        owner,
        { email: "ida@example.com", locale: "en", consent: { source: "Phone call", at: yesterday() } },
        SITE,
      );
      if (!added.ok) throw new Error(added.problem);
      expect(await setReaderLanguage(database.db, staff, added.id, "nl")).toBe(true);
      expect(await readersByEdition(database.db)).toEqual({ en: 0, nl: 1 });
      expect(await setReaderLanguage(database.db, staff, "00000000-0000-4000-8000-000000000000", "nl")).toBe(
        false,
      );
      expect(await setReaderLanguage(database.db, staff, "not-an-id", "nl")).toBe(false);
      // One issue went out to them, one is waiting.
      const [campaign] = await rows<{ id: string }>(
        database.db,
        sql`INSERT INTO campaigns (created_by, status) VALUES ('owner@firm.example', 'sending') RETURNING id`,
      );
      await database.db.execute(sql`
        INSERT INTO mail_outbox (kind, campaign_id, subscriber_id, recipient, subject, text_body, html_body, status)
        VALUES ('campaign', ${campaign!.id}, ${added.id}, 'ida@example.com', '', '', '', 'sent'),
               ('campaign', ${campaign!.id}, ${added.id}, 'ida@example.com', '', '', '', 'pending')`);
      expect(await removeReader(database.db, owner, added.id)).toBe(true);
      expect(await subscribers()).toEqual([]);
      expect(await rows(database.db, sql`SELECT status, recipient, subscriber_id FROM mail_outbox`)).toEqual([
        { status: "sent", recipient: "", subscriber_id: null },
      ]);
      expect(await removeReader(database.db, owner, added.id)).toBe(false);
      const lines = await auditEntries(database.db, { limit: 3 });
      expect(lines.map((line) => [line.action, line.target, line.detail])).toEqual([
        ["subscriber.remove", added.id, { status: "confirmed" }],
        ["subscriber.language", added.id, { locale: "nl" }],
        ["subscriber.add", added.id, expect.objectContaining({ locale: "en" })],
      ]);
    });
  });
}
