import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadsSheet, listLeads } from "@/server/admin/submissions";
import type { Database } from "@/server/db/client";
import { commandLine } from "@/server/office/audit";
import { parseInboxFilter, whereOf } from "@/server/office/inbox-filter";
import { addStaff, staffByEmail } from "@/server/office/staff";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";

for (const target of databaseTargets()) {
  describe(`the office's lead export on ${target.name}`, () => {
    let database: Database;
    /** The leads the inbox's filter in `query` selects, for `me`, as the export reads them. */
    const exported = (query: Record<string, string>, me?: string, limit = 100) =>
      listLeads(database, { where: whereOf(parseInboxFilter(query).filter, me), limit });

    suiteDatabase(target, (opened) => (database = opened.database));

    it("reads the filter's leads newest first, with the owner's name, the new columns and every note", async () => {
      await addStaff(database.db, commandLine, "maria@firm.example", "staff");
      await addStaff(database.db, commandLine, "jan@firm.example", "staff");
      await database.db.execute(
        sql`UPDATE staff SET name = 'Maria de Vries' WHERE email = 'maria@firm.example'`,
      );
      const maria = (await staffByEmail(database.db, "maria@firm.example"))!;
      const jan = (await staffByEmail(database.db, "jan@firm.example"))!;
      const [dutch, partner, spam] = await rows<{ id: string }>(
        database.db,
        sql`INSERT INTO submissions (form, fields, dedupe_key, created_at, locale, page, due_at, first_reply_at, owner_id, status, spam) VALUES
        ('contact', '{"firstName":"Søren","lastName":"Ærø","company":"Coöperatie De Eendracht U.A.","email":"soren@eendracht.example","service":"Strategic Advisory","message":"Graag een afspraak."}',
          'a', '2026-03-29 00:30:00+00', 'nl', '/nl/contact', '2026-03-30 22:00:00+00', '2026-03-29 09:15:00+00', ${maria.id}, 'in-progress', false),
        ('partnership', '{"contactPerson":"Carla Smit","companyName":"Smit Tech","partnershipType":"technology","proposal":"Joint webinars"}',
          'b', '2026-03-29 02:30:00+00', 'en', NULL, NULL, NULL, ${jan.id}, 'new', false),
        ('contact', '{"firstName":"Win","lastName":"Prize","message":"Cheap offers"}',
          'c', '2026-03-30 08:00:00+00', 'en', '/contact', NULL, NULL, NULL, 'new', true)
        RETURNING id`,
      );
      // Maria's note is the newer one though written first here; the older one's author has left the firm.
      await database.db.execute(sql`
        INSERT INTO submission_notes (submission_id, author_id, author_email, body, created_at) VALUES
        (${dutch!.id}, ${maria.id}, 'maria@firm.example', 'Called back; wants a proposal.', '2026-03-29 10:00:00+00'),
        (${dutch!.id}, NULL, 'former@firm.example', 'Knows our Utrecht office.', '2026-03-29 00:45:00+00'),
        (${partner!.id}, ${jan.id}, 'jan@firm.example', 'Not for us?', '2026-03-29 03:00:00+00')`);

      const leads = await exported({});
      expect(leads.map((lead) => lead.id)).toEqual([partner!.id, dutch!.id]);
      expect(leads[1]).toMatchObject({
        owner: "Maria de Vries",
        locale: "nl",
        page: "/nl/contact",
        dueAt: new Date("2026-03-30T22:00:00Z"),
        firstReplyAt: new Date("2026-03-29T09:15:00Z"),
        notes: [
          {
            at: new Date("2026-03-29T00:45:00Z"),
            author: "former@firm.example",
            body: "Knows our Utrecht office.",
          },
          {
            at: new Date("2026-03-29T10:00:00Z"),
            author: "Maria de Vries",
            body: "Called back; wants a proposal.",
          },
        ],
      });
      expect(leads[0]).toMatchObject({
        owner: "jan@firm.example",
        page: null,
        notes: [{ author: "jan@firm.example", body: "Not for us?" }],
      });
      const sheet = leadsSheet(leads);
      expect(sheet).toContain(
        '2026-03-29 01:30;Søren Ærø;Coöperatie De Eendracht U.A.;soren@eendracht.example;;Contact;Strategic Advisory;Graag een afspraak.;Dutch;/nl/contact;;;;;In progress;Maria de Vries;2026-03-31;2026-03-29 11:15;"2026-03-29 01:45 former@firm.example: Knows our Utrecht office.\n2026-03-29 12:00 Maria de Vries: Called back; wants a proposal.";',
      );
      expect(sheet).toContain(
        "2026-03-29 04:30;Carla Smit;Smit Tech;;;Partnership;Technology Partner;Joint webinars;English;;;;;;New;jan@firm.example;;;",
      );

      expect((await exported({ view: "mine" }, maria.id)).map((lead) => lead.id)).toEqual([dutch!.id]);
      expect(await exported({ view: "mine" })).toEqual([]);
      expect(await exported({ status: "spam" })).toEqual([
        expect.objectContaining({ id: spam!.id, notes: [] }),
      ]);
      expect((await exported({}, undefined, 1)).map((lead) => lead.id)).toEqual([partner!.id]);

      // Where a lead came from: filtered by its source, and four columns of the sheet.
      const source = {
        landing: "/nl/inzichten/artikelen/groei",
        referrer: "linkedin.com",
        source: "linkedin",
        medium: "social",
        campaign: "herfst",
        pages: ["/nl/inzichten/artikelen/groei", "/nl/contact"],
      };
      await database.db.execute(
        sql`UPDATE submissions SET source = ${JSON.stringify(source)}::jsonb WHERE id = ${dutch!.id}`,
      );
      const fromLinkedIn = await exported({ origin: "linkedin" });
      expect(fromLinkedIn.map((lead) => lead.id)).toEqual([dutch!.id]);
      expect(leadsSheet(fromLinkedIn)).toContain(
        "/nl/contact;linkedin;herfst;/nl/inzichten/artikelen/groei;/nl/inzichten/artikelen/groei › /nl/contact;In progress",
      );
      // The database names the source from it: the campaign's source first, else the referring site, else "direct".
      expect(await exported({ origin: "direct" })).toEqual([]);
      await database.db.execute(
        sql`UPDATE submissions SET source = ${JSON.stringify({ ...source, source: null, referrer: null })}::jsonb WHERE id = ${dutch!.id}`,
      );
      expect((await exported({ origin: "direct" })).map((lead) => lead.id)).toEqual([dutch!.id]);
    });

    it("reads the notes of more leads than PostgreSQL takes parameters in one query", async () => {
      await database.db.execute(sql`
        INSERT INTO submissions (form, fields, dedupe_key, created_at)
        SELECT 'contact', '{}', 'k' || n, timestamp with time zone '2026-03-01 00:00:00+00' + (n || ' seconds')::interval
        FROM generate_series(1, 66000) AS n`);
      await database.db.execute(sql`
        INSERT INTO submission_notes (submission_id, author_email, body)
        SELECT id, 'maria@firm.example', 'First of all' FROM submissions WHERE dedupe_key IN ('k1', 'k66000')`);
      const leads = await exported({}, undefined, 100_000);
      expect(leads).toHaveLength(66000);
      expect(leads.filter((lead) => lead.notes.length > 0)).toHaveLength(2);
    });
  });
}
