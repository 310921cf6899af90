import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { formsIn } from "@/lib/forms";
import { submitMessage } from "@/server/forms/submit";
import { commandLine } from "@/server/office/audit";
import { waitingFigures } from "@/server/office/desk";
import { digestIfDue } from "@/server/office/digest";
import { inboxPage, messageById, neighbours, spamMatches, viewCounts } from "@/server/office/inbox";
import { parseInboxFilter } from "@/server/office/inbox-filter";
import { changeLead, leadChange, markRead } from "@/server/office/leads";
import { timelineOf } from "@/server/office/timeline";
import { messageIdOf } from "@/server/mail/transport";
import { addStaff } from "@/server/office/staff";
import type { Member } from "@/server/office/guard";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { asMember, asOwner } from "../support/granted";
import {
  createApiToken,
  listApiTokens,
  revealApiToken,
  revokeApiToken,
  tokenHolder,
} from "@/server/office/api-tokens";
import { auditEntries } from "@/server/office/audit";
import { hashToken } from "@/server/security/tokens";

const SITE = "https://www.firm.example";
const FROM = "Brightwell <hello@firm.example>";

for (const target of databaseTargets()) {
  describe(`working the leads on ${target.name}`, () => {
    let database: Database;
    let maria: Member;
    let jan: Member;

    suiteDatabase(target, (opened) => (database = opened.database));
    beforeEach(async () => {
      await database.db.execute(sql`DELETE FROM daily_jobs WHERE name = 'digest'`);
      const person = async (email: string, name: string) => {
        const added = await addStaff(database.db, commandLine, email, "staff");
        if (!added.ok) throw new Error(added.message);
        await database.db.execute(sql`UPDATE staff SET name = ${name} WHERE id = ${added.member.id}`);
        return asMember({ sessionId: "s", staffId: added.member.id, email, name, role: "staff" });
      };
      maria = await person("maria@firm.example", "Maria de Vries");
      jan = await person("jan@firm.example", "Jan Bakker");
    });

    /** A message as the forms store it, `hoursAgo` old, with any column set. */
    async function lead(
      name: string,
      {
        hoursAgo = 1,
        fields = {},
        ...columns
      }: { hoursAgo?: number; fields?: Record<string, string> } & Record<string, unknown> = {},
    ): Promise<string> {
      const [first, ...last] = name.split(" ");
      const all = {
        firstName: first,
        lastName: last.join(" "),
        email: `${first!.toLowerCase()}@example.com`,
        ...fields,
      };
      const [row] = await rows<{ id: string }>(
        database.db,
        sql`INSERT INTO submissions (form, fields, dedupe_key, created_at, status, owner_id, spam, due_at, first_reply_at)
            VALUES ('contact', ${JSON.stringify(all)}::jsonb, ${name}, now() - make_interval(secs => ${Math.round(hoursAgo * 3600)}),
                    ${columns.status ?? "new"}, ${columns.ownerId ?? null}, ${columns.spam ?? false},
                    ${columns.dueAt ?? null}::timestamptz, ${columns.firstReplyAt ?? null}::timestamptz)
            RETURNING id`,
      );
      return row!.id;
    }

    const names = async (query: Record<string, string>, me = maria.staffId) => {
      const { filter, problems } = parseInboxFilter(query);
      expect(problems).toEqual([]);
      return (await inboxPage(database.db, { filter, limit: 50, me })).rows.map((row) => row.name);
    };

    const change = (person: Member, id: string, form: Record<string, string>) => {
      const parsed = leadChange.parse(form);
      return changeLead(database.db, person, id, parsed, { siteUrl: SITE, mailFrom: FROM });
    };

    it("the views list exactly what needs doing: new, mine, overdue, today; each with its count", async () => {
      await lead("Fresh Lead");
      await lead("Old Lead", { hoursAgo: 30 });
      await lead("Answered Old", {
        hoursAgo: 30,
        status: "answered",
        firstReplyAt: new Date().toISOString(),
      });
      await lead("Mine Waiting", { hoursAgo: 3, status: "in-progress", ownerId: maria.staffId });
      await lead("Jans Lead", { hoursAgo: 2, ownerId: jan.staffId });
      await lead("Follow Up", {
        hoursAgo: 100,
        status: "answered",
        firstReplyAt: new Date().toISOString(),
        ownerId: maria.staffId,
        dueAt: new Date(Date.now() - 3_600_000).toISOString(),
      });
      await lead("Closed Old", { hoursAgo: 200, status: "closed" });
      await lead("Spam Old", { hoursAgo: 50, spam: true });
      expect(await names({ view: "new" })).toEqual(["Fresh Lead", "Jans Lead", "Old Lead"]);
      expect(await names({ view: "mine" })).toEqual(["Mine Waiting", "Follow Up"]);
      expect(await names({ view: "mine" }, jan.staffId)).toEqual(["Jans Lead"]);
      expect(await names({ view: "overdue" })).toEqual(["Old Lead", "Follow Up"]);
      expect(await names({ view: "mine", status: "in-progress" })).toEqual(["Mine Waiting"]);
      const counts = await viewCounts(database.db, {}, maria.staffId);
      expect(counts).toMatchObject({ all: 7, new: 3, mine: 2, overdue: 2 });
      expect(counts.today).toBe((await names({ view: "today" })).length);
    });

    it("today: received today on the office's clock, or to be followed up today", async () => {
      const [today] = await rows<{ noon: string }>(
        database.db,
        sql`SELECT (((now() AT TIME ZONE 'Europe/Amsterdam')::date)::timestamp + interval '12 hours') AT TIME ZONE 'Europe/Amsterdam' AS noon`,
      );
      await lead("Just Now", { hoursAgo: 0 });
      await lead("Due Today", { hoursAgo: 100, dueAt: new Date(today!.noon).toISOString() });
      await lead("Due Tomorrow", {
        hoursAgo: 100,
        dueAt: new Date(new Date(today!.noon).getTime() + 86_400_000).toISOString(),
      });
      await lead("Last Week", { hoursAgo: 170 });
      expect(await names({ view: "today" })).toEqual(["Just Now", "Due Today"]);
    });

    it("one person's unread messages are not another's, and a message is read once opened", async () => {
      const first = await lead("Ann Read");
      await lead("Bob Unread");
      await markRead(database.db, maria.staffId, first);
      await markRead(database.db, maria.staffId, first);
      const unread = async (me: string) =>
        (await inboxPage(database.db, { filter: {}, limit: 10, me })).rows.map((row) => [
          row.name,
          row.unread,
        ]);
      expect(await unread(maria.staffId)).toEqual([
        ["Bob Unread", true],
        ["Ann Read", false],
      ]);
      expect(await unread(jan.staffId)).toEqual([
        ["Bob Unread", true],
        ["Ann Read", true],
      ]);
    });

    it("assigning a message to a colleague mails them a link to it; taking it yourself mails nobody", async () => {
      const id = await lead("Sarah Oneill", { fields: { company: "Coöperatie Noord" } });
      await database.db.execute(sql`UPDATE submissions SET locale = 'nl' WHERE id = ${id}`);
      expect(
        await change(maria, id, {
          action: "triage",
          status: "in-progress",
          owner: jan.staffId,
          due: "",
          note: "",
        }),
      ).toEqual({ ok: true, done: "lead-saved" });
      const mails = await rows<{
        recipient: string;
        subject: string;
        text_body: string;
        submission_id: string;
      }>(
        database.db,
        sql`SELECT recipient, subject, text_body, submission_id FROM mail_outbox WHERE kind = 'assignment'`,
      );
      expect(mails).toEqual([
        {
          recipient: "jan@firm.example",
          subject: "For you to answer: Sarah Oneill, Coöperatie Noord",
          text_body: expect.stringContaining(`${SITE}/office/messages/${id}`),
          submission_id: id,
        },
      ]);
      expect(mails[0]!.text_body).toContain("Maria de Vries asked you to answer Sarah Oneill");
      expect(mails[0]!.text_body).toContain("They wrote in Dutch: answer in Dutch.");
      expect(await change(jan, id, { action: "assign-me" })).toEqual({ ok: true, done: "nothing-changed" });
      expect(await change(maria, id, { action: "assign-me" })).toEqual({ ok: true, done: "assigned-to-you" });
      expect(await rows(database.db, sql`SELECT id FROM mail_outbox WHERE kind = 'assignment'`)).toHaveLength(
        1,
      );
      expect(await messageById(database.db, id)).toMatchObject({ owner: "Maria de Vries", locale: "nl" });
    });

    it("a reply recorded by mail, or the status answered, is the first reply; the overview's median counts it", async () => {
      const byMail = await lead("Reply Mail", { hoursAgo: 5 });
      const byStatus = await lead("Reply Status", { hoursAgo: 3 });
      expect(await change(maria, byMail, { action: "replied" })).toEqual({
        ok: true,
        done: "replied-by-mail",
      });
      await change(maria, byStatus, { action: "triage", status: "answered", owner: "", due: "", note: "" });
      const first = await messageById(database.db, byMail);
      expect(first).toMatchObject({ status: "answered", overdue: false });
      expect(first!.firstReplyAt).toBeInstanceOf(Date);
      // A second "answered" keeps the first reply's time.
      await change(maria, byMail, { action: "replied" });
      expect((await messageById(database.db, byMail))!.firstReplyAt).toEqual(first!.firstReplyAt);
      const { medianReplyMinutes } = await waitingFigures(database.db);
      // Five hours and three hours (this month, unless the month began within the last five hours).
      if (medianReplyMinutes !== null) expect(Math.round(medianReplyMinutes)).toBeGreaterThanOrEqual(180);
      expect(medianReplyMinutes === null || Math.round(medianReplyMinutes) <= 300).toBe(true);
    });

    it("search forgives accents, apostrophes, case and parts of an address, and says when matches are in Spam", async () => {
      await lead("Sarah O'Neill", {
        fields: { email: "sarah.oneill@noord.example", company: "Coöperatie Noord" },
      });
      await lead("Piet Müller", { fields: { company: "Zuid BV" } });
      await lead("Spam Oneill", { spam: true, fields: { email: "x@spam.example" } });
      for (const q of [
        "O'Neill",
        "oneill",
        "ONEILL",
        "O’Neill",
        "Cooperatie",
        "coöperatie",
        "sarah.oneill",
        "oneill@noord",
        "noord.example",
      ])
        expect(await names({ q }), q).toEqual(["Sarah O'Neill"]);
      expect(await names({ q: "muller" })).toEqual(["Piet Müller"]);
      const { filter } = parseInboxFilter({ q: "oneill" });
      expect(await spamMatches(database.db, filter)).toBe(1);
      expect(await spamMatches(database.db, parseInboxFilter({ q: "muller" }).filter)).toBe(0);
    });

    it("one timeline per person and company, newest first; a later message from the same address merges into the earliest", async () => {
      const first = await lead("Eva Smit", { hoursAgo: 50, fields: { company: "Smit & Zonen" } });
      const colleague = await lead("Kees Smit", { hoursAgo: 20, fields: { company: "SMIT & ZONEN" } });
      const again = await lead("Eva Smit", {
        hoursAgo: 2,
        fields: { company: "Smit & Zonen", email: "eva@example.com" },
      });
      await lead("Other Person", { hoursAgo: 1, fields: { company: "Elsewhere" } });
      await change(maria, first, {
        action: "triage",
        status: "in-progress",
        owner: "",
        due: "",
        note: "Sent the brochure.",
      });
      const timeline = await timelineOf(database.db, (await messageById(database.db, again))!);
      expect(timeline.map((entry) => [entry.kind, entry.kind === "message" ? entry.name : ""])).toEqual([
        ["note", ""],
        ["status", ""],
        ["message", "Eva Smit"],
        ["message", "Kees Smit"],
        ["message", "Eva Smit"],
      ]);
      expect(timeline[2]).toMatchObject({ id: again, current: true });
      // The list says who wrote before.
      const known = (await inboxPage(database.db, { filter: {}, limit: 10, me: maria.staffId })).rows.map(
        (row) => [row.name, row.known],
      );
      expect(known).toEqual([
        ["Other Person", false],
        ["Eva Smit", true],
        ["Kees Smit", true],
        ["Eva Smit", false],
      ]);
      // Merged: the later message leaves the lists and keeps everything; one without an earlier address cannot.
      expect(await change(maria, again, { action: "merge" })).toEqual({
        ok: true,
        done: "merged",
        to: first,
      });
      expect(await names({})).toEqual(["Other Person", "Kees Smit", "Eva Smit"]);
      expect(await messageById(database.db, again)).toMatchObject({ mergedInto: first });
      expect(await change(maria, colleague, { action: "merge" })).toEqual({
        ok: false,
        error: "nothing-to-merge",
      });
    });

    it("a message's neighbours in its list: the newer one and the older one", async () => {
      const oldest = await lead("A Oldest", { hoursAgo: 3 });
      const middle = await lead("B Middle", { hoursAgo: 2 });
      const newest = await lead("C Newest", { hoursAgo: 1 });
      await lead("D Spam", { hoursAgo: 1.5, spam: true });
      expect(await neighbours(database.db, {}, middle, maria.staffId)).toEqual({
        newer: newest,
        older: oldest,
      });
      expect(await neighbours(database.db, {}, newest, maria.staffId)).toEqual({
        newer: undefined,
        older: middle,
      });
      expect(await neighbours(database.db, { q: "oldest" }, middle, maria.staffId)).toEqual({
        newer: undefined,
        older: oldest,
      });
    });

    it("the morning digest goes once a day from 7:00 Amsterdam, to those who asked, with their overdue and due leads", async () => {
      await database.db.execute(sql`UPDATE staff SET digest = true WHERE id = ${maria.staffId}`);
      const overdueId = await lead("Late Lead", { hoursAgo: 30, ownerId: maria.staffId });
      await lead("Fresh Mine", { hoursAgo: 1, ownerId: maria.staffId });
      await lead("Jan Late", { hoursAgo: 30, ownerId: jan.staffId });
      const early = new Date("2026-11-30T05:30:00Z"); // 6:30 in Amsterdam
      const morning = new Date("2026-11-30T06:10:00Z"); // 7:10
      expect(await digestIfDue(database.db, SITE, early)).toBeNull();
      expect(await digestIfDue(database.db, SITE, morning)).toEqual({ mails: 1 });
      expect(await digestIfDue(database.db, SITE, new Date("2026-11-30T09:00:00Z"))).toBeNull();
      const mails = await rows<{ recipient: string; subject: string; text_body: string }>(
        database.db,
        sql`SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'digest'`,
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        recipient: "maria@firm.example",
        subject: "One lead needs you today",
      });
      expect(mails[0]!.text_body).toContain(`Late Lead (overdue, waiting`);
      expect(mails[0]!.text_body).toContain(`${SITE}/office/messages/${overdueId}`);
      expect(mails[0]!.text_body).not.toContain("Fresh Mine");
      expect(mails[0]!.text_body).not.toContain("Jan Late");
    });

    it("a message keeps the edition and the page it was sent from, and its notification links to it in the office", async () => {
      const form = formsIn("nl").contact;
      const result = await submitMessage(
        form,
        {
          firstName: "Joost",
          lastName: "Visser",
          email: "joost@visser.example",
          company: "Visser BV",
          service: form.fields.find((field) => field.name === "service")!.options![0]!.value,
          message: "Wij willen graag praten over een nieuwe vestiging in Gent.",
        },
        {
          database,
          siteUrl: SITE,
          mailTo: "hello@firm.example",
          clientHash: null,
          userAgent: null,
          page: "/nl/contact",
        },
      );
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      expect(await messageById(database.db, result.id)).toMatchObject({ locale: "nl", page: "/nl/contact" });
      const [mail] = await rows<{ text_body: string; html_body: string }>(
        database.db,
        sql`SELECT text_body, html_body FROM mail_outbox WHERE kind = 'notification'`,
      );
      expect(mail!.text_body).toContain("Written in: Dutch");
      expect(mail!.text_body).toContain("Sent from: /nl/contact");
      expect(mail!.text_body).toContain(`In the office: ${SITE}/office/messages/${result.id}`);
      expect(mail!.html_body).toContain(`href="${SITE}/office/messages/${result.id}"`);

      // The reply, written in the office: in Dutch, from Maria, threaded with the notification, the message quoted.
      expect(
        await change(maria, result.id, {
          action: "reply",
          reply: "  Beste Joost,\n\nGraag! Zullen we dinsdag bellen?  ",
        }),
      ).toEqual({
        ok: true,
        done: "reply-queued",
      });
      const [notice] = await rows<{ id: string }>(
        database.db,
        sql`SELECT id FROM mail_outbox WHERE kind = 'notification'`,
      );
      const [reply] = await rows<{
        recipient: string;
        from_name: string;
        reply_to: string;
        subject: string;
        text_body: string;
        headers: Record<string, string>;
      }>(
        database.db,
        sql`SELECT recipient, from_name, reply_to, subject, text_body, headers FROM mail_outbox WHERE kind = 'reply'`,
      );
      const thread = messageIdOf(notice!.id, FROM);
      expect(reply).toMatchObject({
        recipient: "joost@visser.example",
        from_name: "Maria de Vries",
        reply_to: "maria@firm.example",
        subject: "Re: Advies over bedrijfsopbouw",
        headers: { "In-Reply-To": thread, References: thread },
      });
      expect(reply!.text_body).toMatch(
        /^Beste Joost,\n\nGraag! Zullen we dinsdag bellen\?\n\nMaria de Vries\nBrightwell\n\nOp .+ schreef Joost Visser:\n> Wij willen graag praten over een nieuwe vestiging in Gent\.\n$/,
      );
      expect(await messageById(database.db, result.id)).toMatchObject({ status: "answered" });
      expect((await messageById(database.db, result.id))!.firstReplyAt).toBeInstanceOf(Date);
      const stored = (await messageById(database.db, result.id))!;
      expect((await timelineOf(database.db, stored)).filter((entry) => entry.kind === "reply")).toEqual([
        expect.objectContaining({
          author: "Maria de Vries",
          subject: "Re: Advies over bedrijfsopbouw",
          body: "Beste Joost,\n\nGraag! Zullen we dinsdag bellen?",
        }),
      ]);
      // Refused: an empty reply, and a reply to spam.
      expect(leadChange.safeParse({ action: "reply", reply: "   " }).success).toBe(false);
      await database.db.execute(sql`UPDATE submissions SET spam = true WHERE id = ${result.id}`);
      expect(await change(maria, result.id, { action: "reply", reply: "Hallo" })).toEqual({
        ok: false,
        error: "no-address",
      });
    });

    it("an API token works as its owner's until revoked or the owner is no longer one, is shown once, and is kept only as a hash", async () => {
      const added = await addStaff(database.db, commandLine, "eva@firm.example", "owner");
      if (!added.ok) throw new Error(added.message);
      const eva = asOwner({
        sessionId: "s",
        staffId: added.member.id,
        email: "eva@firm.example",
        name: null,
        role: "owner",
      });
      const { id, token } = await createApiToken(database.db, eva, "Report script");
      const stored = await rows<Record<string, unknown>>(database.db, sql`SELECT * FROM api_tokens`);
      expect(JSON.stringify(stored)).not.toContain(token);
      expect(stored[0]!.token_hash).toBe(hashToken(token));
      // Shown once, to its maker only.
      expect(await revealApiToken(database.db, asOwner({ ...eva, staffId: maria.staffId }), id, token)).toBe(
        false,
      );
      expect(await revealApiToken(database.db, eva, id, token)).toBe(true);
      expect(await revealApiToken(database.db, eva, id, token)).toBe(false);

      expect((await listApiTokens(database.db))[0]).toMatchObject({
        name: "Report script",
        lastUsedAt: null,
      });
      expect(await tokenHolder(database.db, token)).toEqual({
        staffId: eva.staffId,
        email: "eva@firm.example",
        token: "Report script",
      });
      expect((await listApiTokens(database.db))[0]!.lastUsedAt).toBeInstanceOf(Date);
      expect(
        await tokenHolder(
          database.db,
          token.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
        ),
      ).toBeNull();
      // No longer an owner: the token stops working; an owner again: it works again.
      await database.db.execute(sql`UPDATE staff SET role = 'staff' WHERE id = ${eva.staffId}`);
      expect(await tokenHolder(database.db, token)).toBeNull();
      await database.db.execute(sql`UPDATE staff SET role = 'owner' WHERE id = ${eva.staffId}`);
      expect(await tokenHolder(database.db, token)).not.toBeNull();
      // Revoked: refused for good, and revoking twice is refused.
      expect(await revokeApiToken(database.db, eva, id)).toBe(true);
      expect(await revokeApiToken(database.db, eva, id)).toBe(false);
      expect(await tokenHolder(database.db, token)).toBeNull();
      expect((await listApiTokens(database.db))[0]).toMatchObject({ revokedBy: "eva@firm.example" });
      const actions = (await auditEntries(database.db, { limit: 10 })).map((entry) => [
        entry.action,
        entry.detail,
      ]);
      expect(actions).toEqual([
        ["token.revoke", { name: "Report script" }],
        ["token.create", { name: "Report script" }],
        ["staff.add", { role: "owner" }],
        ["staff.add", { role: "staff" }],
        ["staff.add", { role: "staff" }],
      ]);
    });
  });
}
