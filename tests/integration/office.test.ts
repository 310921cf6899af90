import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { auditEntries, commandLine } from "@/server/office/audit";
import { cursorText, inboxPage, messageById, parseCursor } from "@/server/office/inbox";
import { changeLead, leadChange } from "@/server/office/leads";
import { timelineOf } from "@/server/office/timeline";
import { parseInboxFilter, searchQuery } from "@/server/office/inbox-filter";
import {
  requeueFromOffice,
  retryFromOffice,
  subscribers,
  undeliveredMail,
  waitingFigures,
  weekFigures,
} from "@/server/office/desk";
import { endSessions, listSessions, sessionFor } from "@/server/office/sessions";
import { redeemSignInLink, requestSignInLink, signInLinkIsLive } from "@/server/office/sign-in";
import { addStaff, changeRole, removeStaff, staffByEmail } from "@/server/office/staff";
import { runStaffCommand } from "@/server/office/staff-command";
import { hashToken } from "@/server/security/tokens";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { asMember, asOwner } from "../support/granted";

const SITE = "https://www.firm.example";
const FROM = "Brightwell <hello@firm.example>";

for (const target of databaseTargets()) {
  describe(`the office's sign-in, sessions and staff on ${target.name}`, () => {
    let database: Database;
    /** "Send me a link", and the mailing that goes on after its answer. */
    const ask = async (email: string, network = "192.0.2.0") => {
      const answer = await requestSignInLink(database, { email, network, siteUrl: SITE });
      if (answer.outcome === "sent") await answer.mailed;
      return answer;
    };
    const links = () =>
      rows<{ recipient: string; subject: string; text_body: string }>(
        database.db,
        sql`SELECT recipient, subject, text_body FROM mail_outbox WHERE kind = 'sign-in-link' ORDER BY created_at`,
      );
    const tokenOf = (mail: { text_body: string }) =>
      /\/office\/sign-in\/link\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1] ?? "";
    /** Signs `email` in through a mailed link; returns the session's cookie token. */
    const signIn = async (email: string) => {
      await ask(email);
      const session = await redeemSignInLink(database, tokenOf((await links()).at(-1)!), "Test browser");
      return session!.token;
    };

    suiteDatabase(target, (opened) => (database = opened.database));
    beforeEach(async () => {
      await addStaff(database.db, commandLine, "owner@firm.example", "owner");
    });

    it("mails a staff address a one-time link, stores only its hash, and answers a stranger the same", async () => {
      expect(await ask("Owner@Firm.example")).toMatchObject({ outcome: "sent" });
      expect(await ask("stranger@example.com")).toMatchObject({ outcome: "sent" });
      const [mail, ...more] = await links();
      expect(more).toEqual([]);
      expect(mail!.recipient).toBe("owner@firm.example");
      expect(mail!.subject).toBe("Your sign-in link for the Brightwell office");
      const token = tokenOf(mail!);
      expect(token).toHaveLength(43);
      const stored = await rows<{ token_hash: string }>(
        database.db,
        sql`SELECT token_hash FROM sign_in_links`,
      );
      expect(stored).toEqual([{ token_hash: hashToken(token) }]);
      expect(await ask("not an address")).toMatchObject({ outcome: "invalid" });
    });

    it("a link signs in once: a second use, an expired link and a made-up one sign nobody in", async () => {
      await ask("owner@firm.example");
      const token = tokenOf((await links())[0]!);
      expect(await signInLinkIsLive(database, token)).toBe(true);
      const [first, second] = await Promise.all([
        redeemSignInLink(database, token, "A"),
        redeemSignInLink(database, token, "B"),
      ]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      expect(await signInLinkIsLive(database, token)).toBe(false);
      expect(await redeemSignInLink(database, token, "C")).toBeNull();

      await ask("owner@firm.example");
      const late = tokenOf((await links()).at(-1)!);
      await database.db.execute(
        sql`UPDATE sign_in_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
      );
      expect(await redeemSignInLink(database, late, "D")).toBeNull();
      expect(await redeemSignInLink(database, "x".repeat(43), "E")).toBeNull();
      expect(await redeemSignInLink(database, { token }, "F")).toBeNull();
    });

    it("links expire after 15 minutes", async () => {
      await ask("owner@firm.example");
      const [link] = await rows<{ minutes: number }>(
        database.db,
        sql`SELECT round(extract(epoch FROM expires_at - created_at) / 60) AS minutes FROM sign_in_links`,
      );
      expect(Number(link!.minutes)).toBe(15);
    });

    it("a session is known by its cookie's token, stored hashed; it ends after 12 idle hours or 7 days", async () => {
      const token = await signIn("owner@firm.example");
      const person = await sessionFor(database.db, token);
      expect(person).toMatchObject({ email: "owner@firm.example", role: "owner" });
      const [stored] = await rows<{ token_hash: string; days: number }>(
        database.db,
        sql`SELECT token_hash, round(extract(epoch FROM expires_at - created_at) / 86400) AS days FROM staff_sessions`,
      );
      expect(stored!.token_hash).toBe(hashToken(token));
      expect(Number(stored!.days)).toBe(7);

      await database.db.execute(
        sql`UPDATE staff_sessions SET last_used_at = now() - interval '11 hours 59 minutes'`,
      );
      expect(await sessionFor(database.db, token)).not.toBeNull();
      await database.db.execute(
        sql`UPDATE staff_sessions SET last_used_at = now() - interval '12 hours 1 minute'`,
      );
      expect(await sessionFor(database.db, token)).toBeNull();
      await database.db.execute(
        sql`UPDATE staff_sessions SET last_used_at = now(), expires_at = now() - interval '1 second'`,
      );
      expect(await sessionFor(database.db, token)).toBeNull();
      expect(await sessionFor(database.db, undefined)).toBeNull();
    });

    it("a use keeps a session alive: the last use is written when it is a minute old", async () => {
      const token = await signIn("owner@firm.example");
      await database.db.execute(sql`UPDATE staff_sessions SET last_used_at = now() - interval '5 minutes'`);
      await sessionFor(database.db, token);
      const [session] = await rows<{ recent: boolean }>(
        database.db,
        sql`SELECT last_used_at > now() - interval '1 minute' AS recent FROM staff_sessions`,
      );
      expect(session!.recent).toBe(true);
    });

    it("sign out ends one session, sign out everywhere all of a person's, and nobody else's", async () => {
      await addStaff(database.db, commandLine, "colleague@firm.example", "staff");
      const laptop = await signIn("owner@firm.example");
      const phone = await signIn("owner@firm.example");
      const colleague = await signIn("colleague@firm.example");
      const person = asMember((await sessionFor(database.db, laptop))!);
      expect(await listSessions(database.db, person.staffId)).toHaveLength(2);
      // Another person's session id changes nothing.
      const other = asMember((await sessionFor(database.db, colleague))!);
      expect(await endSessions(database.db, person, { id: other.sessionId })).toBe(0);
      expect(await sessionFor(database.db, colleague)).not.toBeNull();

      expect(await endSessions(database.db, person, { id: person.sessionId })).toBe(1);
      expect(await sessionFor(database.db, laptop)).toBeNull();
      expect(await sessionFor(database.db, phone)).not.toBeNull();
      const onPhone = asMember((await sessionFor(database.db, phone))!);
      await signIn("owner@firm.example");
      expect(await endSessions(database.db, onPhone, "all")).toBe(2);
      expect(await sessionFor(database.db, phone)).toBeNull();
      expect(await sessionFor(database.db, colleague)).not.toBeNull();
    });

    it("removing a person ends their sessions at once; the last owner cannot be demoted or removed", async () => {
      const owner = (await staffByEmail(database.db, "owner@firm.example"))!;
      expect(await changeRole(database.db, commandLine, owner.id, "staff")).toMatchObject({
        reason: "last-owner",
      });
      expect(await removeStaff(database.db, commandLine, owner.id)).toMatchObject({ reason: "last-owner" });
      const added = await addStaff(database.db, commandLine, "leaver@firm.example", "staff");
      expect(await addStaff(database.db, commandLine, "leaver@firm.example", "owner")).toMatchObject({
        reason: "exists",
      });
      const token = await signIn("leaver@firm.example");
      expect(await sessionFor(database.db, token)).not.toBeNull();
      expect(added.ok && (await removeStaff(database.db, commandLine, added.member.id)).ok).toBe(true);
      expect(await sessionFor(database.db, token)).toBeNull();
    });

    it("the audit log records sign-ins and staff changes, with who did them", async () => {
      await runStaffCommand(database.db, ["add", "new@firm.example", "--role", "staff"]);
      await signIn("owner@firm.example");
      const entries = await auditEntries(database.db, { limit: 10 });
      expect(entries.map(({ actor, action, target }) => [actor, action, target])).toEqual([
        ["owner@firm.example", "sign-in", null],
        ["owner@firm.example", "sign-in.link-sent", null],
        ["command line", "staff.add", "new@firm.example"],
        ["command line", "staff.add", "owner@firm.example"],
      ]);
      expect(entries[0]!.detail).toEqual({ method: "link" });
    });

    it("the staff command adds, changes, lists and removes, and refuses bad input with its usage", async () => {
      expect(await runStaffCommand(database.db, ["add", "A@Firm.example", "--role", "owner"])).toMatchObject({
        code: 0,
      });
      expect(await runStaffCommand(database.db, ["role", "a@firm.example", "--role", "staff"])).toMatchObject(
        { code: 0 },
      );
      expect((await runStaffCommand(database.db, ["list"])).output).toBe(
        "staff  a@firm.example\nowner  owner@firm.example",
      );
      expect(await runStaffCommand(database.db, ["add", "nobody"])).toMatchObject({ code: 1 });
      expect(await runStaffCommand(database.db, ["add", "b@firm.example", "--role", "boss"])).toMatchObject({
        code: 1,
      });
      expect(await runStaffCommand(database.db, ["remove", "c@firm.example"])).toMatchObject({ code: 1 });
      expect(await runStaffCommand(database.db, ["fly"])).toMatchObject({ code: 1 });
      expect(await runStaffCommand(database.db, ["remove", "a@firm.example"])).toMatchObject({ code: 0 });
    });

    it("nobody can lock a person out of mailed sign-in: one live link at a time, limits per network only", async () => {
      // An outsider asks for the owner's link again and again from one network: one link is mailed, not five.
      for (let n = 0; n < 5; n++)
        expect(await ask("owner@firm.example", "203.0.113.0")).toMatchObject({ outcome: "sent" });
      expect(await links()).toHaveLength(1);
      // Then their network is used up (20 in 15 minutes, whatever the addresses)...
      for (let n = 0; n < 15; n++) await ask(`person${n}@example.com`, "203.0.113.0");
      expect(await ask("owner@firm.example", "203.0.113.0")).toMatchObject({ outcome: "limited" });
      // ...but not the owner's: from their own network they are answered, mailed nothing more while their link
      // lives, and that link signs them in.
      expect(await ask("owner@firm.example", "198.51.100.0")).toMatchObject({ outcome: "sent" });
      const [mailed, ...more] = await links();
      expect(more).toEqual([]);
      expect(await redeemSignInLink(database, tokenOf(mailed!), "Owner's browser")).not.toBeNull();
      // Once it is used, the next request mails a new one.
      expect(await ask("owner@firm.example", "198.51.100.0")).toMatchObject({ outcome: "sent" });
      expect(await links()).toHaveLength(2);
    });

    it("answers a staff address and a stranger's after the same work: the address is looked up after the answer", async () => {
      // Whatever holds the staff table, the answer does not wait for it: the lookup and the mail come after.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const holding = database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE staff IN ACCESS EXCLUSIVE MODE`);
        await held;
      });
      try {
        const known = await requestSignInLink(database, {
          email: "owner@firm.example",
          network: "192.0.2.0",
          siteUrl: SITE,
        });
        const stranger = await requestSignInLink(database, {
          email: "nobody@example.com",
          network: "192.0.2.0",
          siteUrl: SITE,
        });
        expect([known.outcome, stranger.outcome]).toEqual(["sent", "sent"]);
        release();
        await holding;
        if (known.outcome === "sent" && stranger.outcome === "sent")
          await Promise.all([known.mailed, stranger.mailed]);
      } finally {
        release();
        await holding;
      }
      expect((await links()).map((mail) => mail.recipient)).toEqual(["owner@firm.example"]);
    });

    it("the inbox pages by position without skipping messages received in the same millisecond", async () => {
      await database.db.execute(sql`
        INSERT INTO submissions (form, fields, dedupe_key, created_at)
        SELECT 'contact', jsonb_build_object('firstName', 'P' || n, 'lastName', 'Q', 'company', 'C' || n),
               'k' || n, timestamp with time zone '2026-11-26 10:00:00.123' + (n || ' microseconds')::interval
        FROM generate_series(1, 7) AS n`);
      const seen: string[] = [];
      let after: ReturnType<typeof parseCursor>;
      for (let page = 0; page < 5; page++) {
        const result = await inboxPage(database.db, { filter: {}, after, limit: 3 });
        seen.push(...result.rows.map((row) => row.name));
        if (!result.next) break;
        after = parseCursor(cursorText(result.next));
        expect(after).toEqual(result.next);
      }
      expect(seen).toEqual(["P7 Q", "P6 Q", "P5 Q", "P4 Q", "P3 Q", "P2 Q", "P1 Q"]);
      expect(parseCursor("2026-11-26 10:00:00+00~not-an-id")).toBeUndefined();
      expect(parseCursor(["x"])).toBeUndefined();
    });

    it("one save changes a message's status, owner, follow-up day and note, with an audit line each; bad changes are refused", async () => {
      const [row] = await rows<{ id: string }>(
        database.db,
        sql`INSERT INTO submissions (form, fields, dedupe_key) VALUES ('contact', '{"firstName":"Ann","lastName":"Lee"}', 'k') RETURNING id`,
      );
      const id = row!.id;
      const token = await signIn("owner@firm.example");
      const person = asMember((await sessionFor(database.db, token))!);
      const change = (form: Record<string, string>) => {
        const parsed = leadChange.safeParse(form);
        return parsed.success
          ? changeLead(database.db, person, id, parsed.data, { siteUrl: SITE, mailFrom: FROM })
          : Promise.resolve("refused");
      };
      const triage = (form: Record<string, string>) =>
        change({ action: "triage", status: "new", owner: "", due: "", note: "", ...form });
      expect(
        await triage({
          status: "in-progress",
          owner: person.staffId,
          due: "2026-12-01",
          note: "  Called back, wants a proposal.  ",
        }),
      ).toEqual({ ok: true, done: "lead-saved" });
      expect(await triage({ status: "in-progress", owner: person.staffId, due: "2026-12-01" })).toEqual({
        ok: true,
        done: "nothing-changed",
      });
      expect(await change({ action: "spam", spam: "yes" })).toEqual({ ok: true, done: "marked-spam" });
      expect(await messageById(database.db, id)).toMatchObject({
        status: "in-progress",
        spam: true,
        owner: "owner@firm.example",
        due: "2026-12-01",
        firstReplyAt: null,
      });
      // The follow-up day is the start of that day in Amsterdam (UTC+1 in December).
      const [due] = await rows<{ due_at: Date }>(
        database.db,
        sql`SELECT due_at FROM submissions WHERE id = ${id}`,
      );
      expect(new Date(due!.due_at).toISOString()).toBe("2026-11-30T23:00:00.000Z");
      const timeline = await timelineOf(database.db, { id, fields: { firstName: "Ann", lastName: "Lee" } });
      expect(timeline.filter((entry) => entry.kind === "note")).toEqual([
        expect.objectContaining({ author: "owner@firm.example", body: "Called back, wants a proposal." }),
      ]);
      // Refused: an unknown status, an overlong note, a day that is not one, an owner who is not staff, an
      // unknown message. Nothing is mailed for a person who takes a message themselves.
      expect(await triage({ status: "won" })).toBe("refused");
      expect(await triage({ note: "x".repeat(5_001) })).toBe("refused");
      expect(await triage({ due: "2026-02-31" })).toBe("refused");
      expect(await triage({ owner: "00000000-0000-4000-8000-000000000000" })).toEqual({
        ok: false,
        error: "unknown",
      });
      expect(
        await changeLead(
          database.db,
          person,
          "nope",
          { action: "spam", spam: "no" },
          { siteUrl: SITE, mailFrom: FROM },
        ),
      ).toEqual({ ok: false, error: "unknown-message" });
      expect(await rows(database.db, sql`SELECT id FROM mail_outbox WHERE kind = 'assignment'`)).toEqual([]);
      const actions = (await auditEntries(database.db, { limit: 10 })).filter((entry) => entry.target === id);
      expect(actions.map((entry) => entry.action).sort()).toEqual([
        "lead.due",
        "lead.note",
        "lead.owner",
        "lead.spam",
        "lead.status",
      ]);
      expect(actions.find((entry) => entry.action === "lead.status")!.detail).toEqual({
        from: "new",
        to: "in-progress",
      });
    });

    it("the inbox filters by form, status, spam, owner, service and days, and searches names, addresses and words", async () => {
      const owner = (await staffByEmail(database.db, "owner@firm.example"))!;
      await database.db.execute(sql`
        INSERT INTO submissions (form, fields, dedupe_key, created_at, status, spam, owner_id) VALUES
        ('contact', '{"firstName":"Anna","lastName":"de Vries","email":"anna@vries.example","company":"Vries Holding","service":"Strategic Advisory","message":"Expansion into Germany"}',
          'a', '2026-03-01 23:30:00+00', 'new', false, NULL),
        ('get-in-touch', '{"firstName":"Bram","lastName":"Jansen","email":"bram@jansen.example","company":"Jansen BV","message":"A question about coaching"}',
          'b', '2026-03-02 08:00:00+00', 'answered', false, ${owner.id}),
        ('partnership', '{"contactPerson":"Carla Smit","email":"carla@smit.example","companyName":"Smit Tech","partnershipType":"technology","proposal":"Joint webinars"}',
          'c', '2026-03-03 12:00:00+00', 'in-progress', false, NULL),
        ('contact', '{"firstName":"Win","lastName":"Prize","email":"spam@spam.example","company":"X","service":"Other","message":"Cheap offers"}',
          'd', '2026-03-03 13:00:00+00', 'new', true, NULL)`);
      const names = async (query: Record<string, string>) => {
        const { filter, problems } = parseInboxFilter(query);
        expect(problems).toEqual([]);
        return (await inboxPage(database.db, { filter, limit: 50 })).rows.map((row) => row.name);
      };
      expect(await names({})).toEqual(["Carla Smit", "Bram Jansen", "Anna de Vries"]);
      expect(await names({ status: "spam" })).toEqual(["Win Prize"]);
      expect(await names({ form: "partnership" })).toEqual(["Carla Smit"]);
      expect(await names({ status: "answered" })).toEqual(["Bram Jansen"]);
      expect(await names({ owner: owner.id })).toEqual(["Bram Jansen"]);
      expect(await names({ owner: "none" })).toEqual(["Carla Smit", "Anna de Vries"]);
      expect(await names({ service: "Strategic Advisory" })).toEqual(["Anna de Vries"]);
      expect(await names({ service: "technology" })).toEqual(["Carla Smit"]);
      // Days are the headquarters' days: 23:30 UTC on 1 March is 2 March in Amsterdam.
      expect(await names({ from: "2026-03-02", to: "2026-03-02" })).toEqual(["Bram Jansen", "Anna de Vries"]);
      expect(await names({ to: "2026-03-01" })).toEqual([]);
      expect(await names({ q: "ann" })).toEqual(["Anna de Vries"]);
      expect(await names({ q: "jansen.example" })).toEqual(["Bram Jansen"]);
      expect(await names({ q: "SMIT tech" })).toEqual(["Carla Smit"]);
      expect(await names({ q: "germany" })).toEqual(["Anna de Vries"]);
      expect(await names({ q: "webinars" })).toEqual(["Carla Smit"]);
      expect(await names({ q: "coaching", status: "answered", form: "get-in-touch" })).toEqual([
        "Bram Jansen",
      ]);
      expect(await names({ q: "') OR 1=1 --" })).toEqual([]);
      expect(searchQuery("':* & !")).toBeUndefined();
      expect(
        parseInboxFilter({ form: "newsletter", from: "yesterday", status: "won", owner: "x" }).problems,
      ).toEqual(["form", "status", "owner", "received from"]);
    });

    it("the overview counts this week's messages per form from Monday in Amsterdam, and what waits", async () => {
      const owner = (await staffByEmail(database.db, "owner@firm.example"))!;
      await database.db.execute(sql`
        INSERT INTO submissions (form, fields, dedupe_key, created_at, spam, owner_id, status) VALUES
        ('contact', '{}', 'a', now(), false, NULL, 'new'),
        ('contact', '{}', 'b', now(), false, ${owner.id}, 'in-progress'),
        ('partnership', '{}', 'c', now(), false, NULL, 'answered'),
        ('contact', '{}', 'd', now(), true, NULL, 'new'),
        ('contact', '{}', 'e', date_trunc('week', now() AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam' - interval '1 second', false, NULL, 'new')`);
      expect(await weekFigures(database.db)).toEqual({
        forms: [
          { form: "contact", messages: 2 },
          { form: "get-in-touch", messages: 0 },
          { form: "partnership", messages: 1 },
        ],
        spam: 1,
      });
      // Overdue: the message from before Monday, once it is more than 24 hours old (not on a Monday morning).
      const [week] = await rows<{ old: boolean }>(
        database.db,
        sql`SELECT now() - (date_trunc('week', now() AT TIME ZONE 'Europe/Amsterdam') AT TIME ZONE 'Europe/Amsterdam') > interval '24 hours 1 second' AS old`,
      );
      expect(await waitingFigures(database.db)).toEqual({
        fresh: 2,
        unowned: 3,
        overdue: week!.old ? 1 : 0,
        medianReplyMinutes: null,
      });
    });

    it("lists subscribers with their counts, and puts dead mail back in the queue with an audit line", async () => {
      await database.db.execute(sql`
        INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES
        ('a@example.com', 'confirmed', 'v1'), ('b@example.com', 'pending', 'v1'), ('c@example.com', 'confirmed', 'v1')`);
      const confirmed = await subscribers(database.db, { status: "confirmed", limit: 10 });
      expect(confirmed.rows.map((row) => row.email).sort()).toEqual(["a@example.com", "c@example.com"]);
      expect(confirmed.counts).toEqual({ confirmed: 2, pending: 1, unsubscribed: 0, bouncing: 0 });
      // Found by a part of the address, whatever its case; a LIKE wildcard is taken as the character it is.
      await database.db.execute(sql`
        INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES
        ('anna.de.vries@client.example', 'confirmed', 'v1'), ('an_na@client.example', 'bouncing', 'v1')`);
      const found = await subscribers(database.db, { limit: 10, search: " CLIENT.example " });
      expect(found.rows.map((row) => row.email).sort()).toEqual([
        "an_na@client.example",
        "anna.de.vries@client.example",
      ]);
      expect(found.counts).toEqual({ confirmed: 1, pending: 0, unsubscribed: 0, bouncing: 1 });
      expect(
        (await subscribers(database.db, { limit: 10, search: "n_" })).rows.map((row) => row.email),
      ).toEqual(["an_na@client.example"]);
      expect((await subscribers(database.db, { limit: 10, search: "%" })).rows).toEqual([]);

      await database.db.execute(sql`
        INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body, status, attempts, last_error) VALUES
        ('notification', 'hello@firm.example', 'One', 't', 'h', 'dead', 9, '550 mailbox unavailable'),
        ('notification', 'hello@firm.example', 'Two', 't', 'h', 'sent', 1, NULL),
        ('notification', 'hello@firm.example', 'Three', 't', 'h', 'pending', 2, 'timeout')`);
      expect((await undeliveredMail(database.db, 10)).map((mail) => [mail.subject, mail.status])).toEqual([
        ["One", "dead"],
        ["Three", "pending"],
      ]);
      const person = asMember((await sessionFor(database.db, await signIn("owner@firm.example")))!);
      expect(await requeueFromOffice(database, person)).toBe(1);
      const after = await undeliveredMail(database.db, 10);
      expect(
        after.filter((mail) => mail.kind === "notification").map((mail) => [mail.subject, mail.status]),
      ).toEqual([
        ["Three", "pending"],
        ["One", "pending"], // queued again just now: 24 fresh hours of tries
      ]);
      const [entry] = await auditEntries(database.db, { limit: 1 });
      expect(entry).toMatchObject({
        actor: "owner@firm.example",
        action: "outbox.requeue",
        detail: { mails: 1 },
      });
      // "Retry now" for one waiting mail: its next try is now. A sent mail, or no mail, is not retried.
      const [three] = await rows<{ id: string }>(
        database.db,
        sql`SELECT id FROM mail_outbox WHERE subject = 'Three'`,
      );
      await database.db.execute(
        sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE subject = 'Three'`,
      );
      expect(await retryFromOffice(database, person, three!.id)).toBe(true);
      const [due] = await rows<{ due: boolean }>(
        database.db,
        sql`SELECT next_attempt_at <= now() AS due FROM mail_outbox WHERE subject = 'Three'`,
      );
      expect(due!.due).toBe(true);
      const [two] = await rows<{ id: string }>(
        database.db,
        sql`SELECT id FROM mail_outbox WHERE subject = 'Two'`,
      );
      expect(await retryFromOffice(database, person, two!.id)).toBe(false);
      expect(await retryFromOffice(database, person, "not-an-id")).toBe(false);
      expect((await auditEntries(database.db, { limit: 1 }))[0]).toMatchObject({
        action: "outbox.retry",
        target: three!.id,
      });
    });

    it("a person added in the office is mailed where to sign in, in the same transaction", async () => {
      const owner = asOwner((await sessionFor(database.db, await signIn("owner@firm.example")))!);
      await database.db.execute(sql`DELETE FROM mail_outbox`); // the sign-in's own link
      expect((await addStaff(database.db, owner, "new@firm.example", "staff", { siteUrl: SITE })).ok).toBe(
        true,
      );
      const [mail] = await rows<{ recipient: string; subject: string; text_body: string; kind: string }>(
        database.db,
        sql`SELECT recipient, subject, text_body, kind FROM mail_outbox`,
      );
      expect(mail).toMatchObject({ kind: "staff-invitation", recipient: "new@firm.example" });
      expect(mail!.subject).toBe("You now have access to the Brightwell office");
      expect(mail!.text_body).toContain(`owner@firm.example added you`);
      expect(mail!.text_body).toContain(`${SITE}/office/sign-in`);
      // Refused, nothing mailed.
      expect((await addStaff(database.db, owner, "new@firm.example", "owner", { siteUrl: SITE })).ok).toBe(
        false,
      );
      expect(await rows(database.db, sql`SELECT id FROM mail_outbox`)).toHaveLength(1);
    });
  });
}
