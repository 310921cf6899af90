import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { retentionDefaults } from "@/content/policy";
import type { Database } from "@/server/db/client";
import { applyRetention } from "@/server/privacy/retention";
import { OutboxWorker } from "@/server/mail/outbox";
import { officeNotices } from "@/content/office";
import { issueHtml } from "@/lib/newsletter-issues";
import { smtpMailer, type Mailer, type OutgoingMail } from "@/server/mail/transport";
import { campaignMail, UNSUBSCRIBE_PLACEHOLDER } from "@/server/newsletter/campaign-mail";
import { allArticles } from "@/content/insights/library";
import { archiveOf, issueBySlug } from "@/server/newsletter/archive";
import {
  campaignById,
  campaignProgress,
  campaignTick,
  controlCampaign,
  createCampaign,
  duplicateCampaign,
  previewMail,
  progressOf,
  reachOf,
  readersByEdition,
  saveCampaign,
  sendCampaign,
  sendTest,
  setEdition,
  setInArchive,
} from "@/server/newsletter/campaigns";
import { subscribe, unsubscribe } from "@/server/newsletter/service";
import { auditEntries, auditNames, commandLine } from "@/server/office/audit";
import type { Owner } from "@/server/office/guard";
import { addStaff } from "@/server/office/staff";
import { readerToken } from "@/server/security/keys";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";
import { asMember, asOwner } from "../support/granted";
import { TestSmtpServer } from "../support/smtp";
import { spamAssassin, spamScore } from "../support/spamassassin";

const SITE = "https://www.firm.example";
const draft = {
  subject: "What we learned this autumn",
  preheader: "Three lessons from our clients",
  body: "## Lesson one\n\nGrowth starts with **focus**. Read [our method](/insights).\n\n- Pick one market\n- Say no often\n\n> The best plans are short.",
  articles: [] as string[],
};

/**
 * A mailer that holds the `at`-th mail handed to it, before the mail server sees it, until `release()`: `held`
 * settles when it holds it, so a test acts while that one mail is being handed over, waiting for no clock.
 */
function holdingMailer(mailer: Mailer, at: number) {
  let handed = 0;
  let reached!: (mail: OutgoingMail) => void;
  let release!: () => void;
  const held = new Promise<OutgoingMail>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding: Mailer = {
    async send(mail) {
      handed += 1;
      if (handed === at) {
        reached(mail);
        await released;
      }
      await mailer.send(mail);
    },
    close: () => mailer.close(),
  };
  return { mailer: holding, held, release };
}

for (const target of databaseTargets()) {
  describe(`newsletter campaigns on ${target.name}`, () => {
    let database: Database;
    let smtp: TestSmtpServer;
    let owner: Owner;
    const mailers: Mailer[] = [];
    const worker = (campaignPace = 6_000, wrap: (mailer: Mailer) => Mailer = (mailer) => mailer) => {
      const mailer = smtpMailer(smtp.url);
      mailers.push(mailer);
      return new OutboxWorker({
        database,
        mailer: wrap(mailer),
        batchSize: 10,
        from: "Brightwell <website@firm.example>",
        log: pino({ level: "silent" }),
        siteUrl: SITE,
        campaignPace,
        pollMs: 5_000,
        newsletter: { fromName: "Brightwell Insights", replyTo: "editors@firm.example" },
      });
    };
    /** Readers: `confirmed` of them confirmed, and one pending and one unsubscribed who must get nothing. */
    const readers = async (confirmed: number) => {
      const values = [
        ...Array.from(
          { length: confirmed },
          (_, index) => `('reader${index}@example.com', 'confirmed', 'v1')`,
        ),
        "('pending@example.com', 'pending', 'v1')",
        "('gone@example.com', 'unsubscribed', 'v1')",
      ];
      await database.db.execute(
        sql.raw(
          `INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES ${values.join(", ")}`,
        ),
      );
    };
    /** A draft with its English edition written and its Dutch one left out (as the readers here read English). */
    const newDraft = async () => {
      const id = await createCampaign(database.db, owner);
      expect(await setEdition(database.db, owner, id, "nl", false)).toEqual({ ok: true });
      expect(await saveCampaign(database.db, owner, id, "en", draft)).toEqual({ ok: true });
      return id;
    };
    /** The owner's send, confirmed with the number of readers it reaches at this moment, as the office asks. */
    const send = async (id: string, at?: Date) => {
      const campaign = await campaignById(database.db, id);
      const confirm = campaign && reachOf(campaign, await readersByEdition(database.db));
      return sendCampaign(database.db, owner, id, SITE, { at, confirm });
    };
    /** A campaign's English edition. */
    const english = async (id: string) => (await campaignById(database.db, id))!.editions.en!;
    /** Runs the worker's rounds until nothing is left to send (at most `rounds`). */
    const drain = async (outbox: OutboxWorker, rounds = 20) => {
      for (let round = 0; round < rounds; round++) if ((await outbox.runOnce()) === 0) return;
    };

    suiteDatabase(target, (opened) => (database = opened.database));
    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
    });
    afterAll(() => smtp.close());
    beforeEach(async () => {
      smtp.mails.length = 0;
      const added = await addStaff(database.db, commandLine, "owner@firm.example", "owner");
      if (!added.ok) throw new Error(added.message);
      owner = asOwner({ sessionId: "s", staffId: added.member.id, email: added.member.email, role: "owner" });
    });
    afterEach(() => {
      for (const mailer of mailers.splice(0)) mailer.close();
    });

    it("keeps a draft's words, refuses what is too long, and records the saves without one line per keystroke", async () => {
      const id = await newDraft();
      expect(
        await saveCampaign(database.db, owner, id, "en", { ...draft, subject: "Better subject" }),
      ).toEqual({
        ok: true,
      });
      expect(await campaignById(database.db, id)).toMatchObject({
        editions: { en: { subject: "Better subject" } },
        status: "draft",
      });
      expect(
        await saveCampaign(database.db, owner, id, "en", { ...draft, body: "x".repeat(50_001) }),
      ).toEqual({
        ok: false,
        error: "body-long",
      });
      expect(
        await saveCampaign(database.db, owner, id, "en", { ...draft, subject: "s".repeat(201) }),
      ).toEqual({
        ok: false,
        error: "line-long",
      });
      const actions = (await auditEntries(database.db, { limit: 10, target: id })).map(
        (entry) => entry.action,
      );
      expect(actions).toEqual(["campaign.save", "campaign.edition-drop", "campaign.create"]);
      // The audit log names it as the office does: by its English subject.
      const { targets } = await auditNames(
        database.db,
        await auditEntries(database.db, { limit: 10, target: id }),
      );
      expect(targets.get(id)).toEqual({ text: '"Better subject"', href: `/office/campaigns/${id}` });
    });

    it("sends to every confirmed reader once, each with a link that unsubscribes them, and never twice", async () => {
      const id = await newDraft();
      expect(await send(id)).toEqual({ ok: false, error: "no-readers" });
      await readers(5);
      const day = () => new Date().toISOString().slice(0, 10);
      const sentOn = [day()];
      expect(await send(id)).toEqual({ ok: true });
      sentOn.push(day());
      expect(await send(id)).toEqual({ ok: false, error: "not-draft" });
      expect(await saveCampaign(database.db, owner, id, "en", draft)).toEqual({
        ok: false,
        error: "not-draft",
      });
      const campaign = await campaignById(database.db, id);
      expect(campaign).toMatchObject({ status: "sending", recipients: 5 });
      expect(campaign?.editions.en?.mailHtml).toContain(UNSUBSCRIBE_PLACEHOLDER);
      // Its archive address, given as it was sent, is the tag its mail's links carry.
      const slug = campaign!.editions.en!.slug!;
      expect(sentOn.map((on) => `${on}-what-we-learned-this-autumn-${id.slice(0, 4)}`)).toContain(slug);
      const tags = `utm_source=newsletter&utm_medium=email&utm_campaign=${slug}`;

      await drain(worker());
      const mails = smtp.mails;
      expect(mails.map((mail) => mail.recipients[0]).sort()).toEqual(
        Array.from({ length: 5 }, (_, index) => `reader${index}@example.com`),
      );
      const [first] = mails;
      expect(first!.parsed.subject).toBe(draft.subject);
      // From the newsletter's own name at the site's sending address; an answer goes to a mailbox the firm reads.
      expect(first!.parsed.from).toMatchObject({
        name: "Brightwell Insights",
        address: "website@firm.example",
      });
      expect(first!.parsed.replyTo).toEqual([{ name: "", address: "editors@firm.example" }]);
      const headers = new Map(first!.parsed.headers.map((header) => [header.key, header.value]));
      expect(headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const oneClick = /<(https:\/\/www\.firm\.example\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(
        headers.get("list-unsubscribe") ?? "",
      )?.[1];
      expect(oneClick).toBeTruthy();
      // The body: the Markdown as styled HTML with absolute links, a plain-text part, no tracking of a reader: the
      // site's links carry the issue's tags, the same in every reader's mail.
      expect(first!.parsed.html).toContain('<h2 style="');
      expect(first!.parsed.html).toContain(
        `href="https://www.firm.example/insights?${tags.replaceAll("&", "&amp;")}"`,
      );
      expect(first!.parsed.html).toContain("<blockquote");
      expect(first!.parsed.text).toContain(`our method (https://www.firm.example/insights?${tags})`);
      const hrefs = [
        ...String(first!.parsed.html).matchAll(/href="(https:\/\/www\.firm\.example\/[^"]*)"/g),
      ].map((match) => new URL(match[1]!.replaceAll("&amp;", "&")));
      const ours = hrefs.filter((href) => !href.pathname.startsWith("/newsletter/unsubscribe"));
      expect(ours.length).toBeGreaterThanOrEqual(2);
      for (const href of ours) expect(href.searchParams.get("utm_campaign"), href.toString()).toBe(slug);
      // Every reader's mail is the same but for their own unsubscribe link.
      const withoutReader = (html: unknown) =>
        String(html).replace(/\/newsletter\/unsubscribe\?token=[\w.-]+/g, "");
      for (const mail of mails)
        expect(withoutReader(mail.parsed.html)).toBe(withoutReader(first!.parsed.html));
      expect(first!.parsed.html).not.toContain(UNSUBSCRIBE_PLACEHOLDER);
      expect(first!.parsed.html).not.toMatch(/<img[^>]+src="(?!https:\/\/www\.firm\.example\/)/);
      const reader = first!.recipients[0]!;
      const [subscriber] = await rows<{ id: string }>(
        database.db,
        sql`SELECT id FROM newsletter_subscribers WHERE email = ${reader}`,
      );
      expect(first!.parsed.text).toContain(
        `${SITE}/newsletter/unsubscribe?token=${readerToken(subscriber!.id)}\n`,
      );
      expect(first!.parsed.html).toContain(
        `href="${SITE}/newsletter/unsubscribe?token=${readerToken(subscriber!.id)}"`,
      );
      // The link works, and the reader's status says so; another id with the same code does not.
      const token = new URL(oneClick!).searchParams.get("token")!;
      expect(await unsubscribe(database, `${"0".repeat(32)}.${token.split(".")[1]}`)).toBe("invalid");
      expect(await unsubscribe(database, token)).toBe("done");
      const [after] = await rows<{ status: string }>(
        database.db,
        sql`SELECT status FROM newsletter_subscribers WHERE id = ${subscriber!.id}`,
      );
      expect(after!.status).toBe("unsubscribed");
      expect(await campaignTick(database.db)).toBe(0);
      expect(await campaignById(database.db, id)).toMatchObject({ status: "sent", delivered: 5, failed: 0 });
      expect((await progressOf(database.db, [id])).get(id)).toEqual({ sent: 5, pending: 0, failed: 0 });
      // A month on, the daily clean-up has deleted the mail's rows; the campaign keeps its figures.
      await applyRetention(database.db, { ...retentionDefaults }, new Date(Date.now() + 31 * 86_400_000));
      expect(await rows(database.db, sql`SELECT id FROM mail_outbox WHERE campaign_id = ${id}`)).toEqual([]);
      const sent = (await campaignById(database.db, id))!;
      expect((await campaignProgress(database.db, [sent])).get(id)).toEqual({
        sent: 5,
        pending: 0,
        failed: 0,
      });
    });

    it("keeps to its pace while the site's own mail goes out at once; pause holds it, resume sends on", async () => {
      await readers(4);
      const id = await newDraft();
      expect(await send(id)).toEqual({ ok: true });
      // 12 a minute, polled every 5 s: one mail a round.
      const outbox = worker(12);
      expect(await outbox.runOnce()).toBe(1);
      await database.db.execute(
        sql`INSERT INTO mail_outbox (kind, recipient, subject, text_body, html_body) VALUES ('sign-in-link', 'owner@firm.example', 'Sign in', 'text', '<p>html</p>')`,
      );
      expect(await outbox.runOnce()).toBe(1);
      expect(smtp.mails.map((mail) => mail.parsed.subject)).toEqual([draft.subject, "Sign in"]);

      expect(await controlCampaign(database.db, owner, id, "pause")).toEqual({ ok: true });
      await drain(worker());
      expect((await progressOf(database.db, [id])).get(id)).toEqual({ sent: 1, pending: 3, failed: 0 });
      expect(await controlCampaign(database.db, owner, id, "pause")).toEqual({
        ok: false,
        error: "cannot-move",
      });
      expect(await controlCampaign(database.db, owner, id, "resume")).toEqual({ ok: true });
      await drain(worker());
      expect((await progressOf(database.db, [id])).get(id)).toEqual({ sent: 4, pending: 0, failed: 0 });
    });

    it("cancel drops what has not gone out; a scheduled campaign starts at its time, for the readers of then", async () => {
      await readers(3);
      const cancelled = await newDraft();
      expect(await send(cancelled)).toEqual({ ok: true });
      expect(await controlCampaign(database.db, owner, cancelled, "cancel")).toEqual({ ok: true });
      await drain(worker());
      expect(smtp.mails).toHaveLength(0);
      expect((await progressOf(database.db, [cancelled])).get(cancelled)).toEqual({
        sent: 0,
        pending: 0,
        failed: 0,
      });

      const later = await newDraft();
      expect(await send(later, new Date(Date.now() - 1_000))).toEqual({
        ok: false,
        error: "past",
      });
      const at = new Date(Date.now() + 3_600_000);
      expect(await send(later, at)).toEqual({ ok: true });
      // Its archive address is given as it is scheduled, for the day it goes out, and its mail's links carry it.
      const scheduled = (await campaignById(database.db, later))!;
      const slug = `${at.toISOString().slice(0, 10)}-what-we-learned-this-autumn-${later.slice(0, 4)}`;
      expect(scheduled).toMatchObject({ status: "scheduled", editions: { en: { slug } } });
      expect(scheduled.editions.en!.mailHtml).toContain(`utm_campaign=${slug}`);
      expect(scheduled.editions.en!.mailText).toContain(`utm_campaign=${slug}`);
      expect(await campaignTick(database.db)).toBe(0);
      // One more reader confirms before the time comes.
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES ('late@example.com', 'confirmed', 'v1')`,
      );
      await database.db.execute(
        sql`UPDATE campaigns SET send_at = now() - interval '1 second' WHERE id = ${later}`,
      );
      expect(await campaignTick(database.db)).toBe(1);
      expect(await campaignById(database.db, later)).toMatchObject({
        status: "sending",
        recipients: 4,
        editions: { en: { slug, recipients: 4 } },
      });
      await drain(worker());
      expect(smtp.mails.map((mail) => mail.recipients[0])).toContain("late@example.com");
      expect(smtp.mails).toHaveLength(4);
    });

    it("sends a test to the signed-in person only, marked as a test", async () => {
      await readers(2);
      const id = await newDraft();
      expect(await sendTest(database.db, owner, id, "en", SITE)).toEqual({ ok: true });
      await drain(worker());
      expect(smtp.mails.map((mail) => [mail.recipients, mail.parsed.subject])).toEqual([
        [["owner@firm.example"], `[Test] ${draft.subject}`],
      ]);
      // A test is no issue yet: no archive address, and its links carry no tags (a test's clicks count nowhere).
      expect(smtp.mails[0]!.parsed.html).toContain('href="https://www.firm.example/insights"');
      expect(`${smtp.mails[0]!.parsed.html}${smtp.mails[0]!.parsed.text}`).not.toContain("utm_");
      expect(await campaignById(database.db, id)).toMatchObject({
        status: "draft",
        editions: { en: { slug: null } },
      });
      const empty = await createCampaign(database.db, owner);
      expect(await sendTest(database.db, owner, empty, "en", SITE)).toEqual({
        ok: false,
        error: "subject-empty",
      });
    });

    it("refuses at save, for staff as for owners, what could break a page, the feed or a header, or track a reader", async () => {
      const added = await addStaff(database.db, commandLine, "writer@firm.example", "staff");
      if (!added.ok) throw new Error(added.message);
      const writer = asMember({
        sessionId: "w",
        staffId: added.member.id,
        email: added.member.email,
        role: "staff",
      });
      const id = await createCampaign(database.db, writer);
      const save = (change: Partial<typeof draft>) =>
        saveCampaign(database.db, writer, id, "en", { ...draft, ...change }, SITE);
      for (const line of [
        "Bell\u0007",
        "Two\nlines",
        "Tab\there",
        "Not a character \uffff",
        "Half \ud800 a pair",
        "Next\u2028line",
      ]) {
        expect(await save({ subject: line }), JSON.stringify(line)).toEqual({
          ok: false,
          error: "line-control",
        });
        expect(await save({ preheader: line }), JSON.stringify(line)).toEqual({
          ok: false,
          error: "line-control",
        });
      }
      expect(await save({ body: "Nul\u0000 here" })).toEqual({ ok: false, error: "body-control" });
      expect(await save({ body: "Escape\u001b[31m red" })).toEqual({ ok: false, error: "body-control" });
      const pixel = "https://tracker.example/pixel.gif?reader=1";
      expect(await save({ body: `Hello.\n\n![p](${pixel})` })).toEqual({
        ok: false,
        error: "image-foreign",
        detail: pixel,
      });
      expect(await save({ body: "Hi ![p](//tracker.example/p.gif)" })).toMatchObject({
        error: "image-foreign",
      });
      // Each refusal says what to do, in the office's words.
      for (const code of ["line-control", "body-control", "image-foreign", "body-unrenderable"] as const)
        expect(officeNotices.error[code]).toMatch(/\w{4,}/);
      // Nothing refused was kept; the site's own pictures, tabs and lines in the text, and links anywhere are fine.
      expect(await english(id)).toMatchObject({ subject: "", body: "" });
      const fine =
        "Our map:\n\n![Map](/images/map.png)\n\n![Chart](https://www.firm.example/chart.png)\n\n\tIndented. See [the paper](https://journal.example/paper).";
      expect(await save({ body: fine })).toEqual({ ok: true });
      expect(await english(id)).toMatchObject({ body: fine });
    });

    it("renders a draft as its archive page will before it goes anywhere: a table without a caption line previews, tests, sends and shows", async () => {
      await readers(1);
      const id = await newDraft();
      const body =
        "## The figures\n\n| Market | Share |\n|---|---|\n| Retail | 40 % |\n\n> | In | a quote |\n> |---|---|\n> | 1 | 2 |";
      expect(await saveCampaign(database.db, owner, id, "en", { ...draft, body }, SITE)).toEqual({
        ok: true,
      });
      expect(previewMail(await english(id), SITE, "en").html).toContain("Retail");
      expect(await sendTest(database.db, owner, id, "en", SITE)).toEqual({ ok: true });
      expect(await send(id)).toEqual({ ok: true });
      await drain(worker());
      await campaignTick(database.db);
      const sent = (await campaignById(database.db, id))!;
      expect(sent).toMatchObject({ status: "sent", delivered: 1 });
      expect(smtp.mails).toHaveLength(2);
      for (const mail of smtp.mails) expect(mail.parsed.html).toMatch(/<table[^>]*>[\s\S]*Retail/);
      // The issue's page, as the archive renders the sent campaign.
      const page = issueHtml(sent.editions.en!.body, new URL(SITE));
      expect(page).toContain('aria-label="Market, Share"');
      expect(page).toContain("<td>Retail</td>");
    });

    it("a draft saved before these rules cannot be tested or sent, and its mail never shows another site's picture", async () => {
      await readers(1);
      const id = await newDraft();
      const body = "Hi ![p](https://tracker.example/pixel.gif?reader=1) and ![Map](/images/map.png)";
      await database.db.execute(
        sql`UPDATE campaign_editions SET subject = ${"Hello\u0001"}, body = ${body} WHERE campaign_id = ${id}`,
      );
      expect(await sendTest(database.db, owner, id, "en", SITE)).toEqual({
        ok: false,
        error: "line-control",
      });
      expect(await send(id)).toMatchObject({ ok: false, error: "line-control" });
      await database.db.execute(
        sql`UPDATE campaign_editions SET subject = 'Hello' WHERE campaign_id = ${id}`,
      );
      expect(await sendTest(database.db, owner, id, "en", SITE)).toMatchObject({
        ok: false,
        error: "image-foreign",
      });
      expect(await send(id)).toMatchObject({
        ok: false,
        error: "image-foreign",
      });
      expect((await campaignById(database.db, id))!.status).toBe("draft");
      const stored = await english(id);
      for (const html of [campaignMail(stored, SITE, "en").html, previewMail(stored, SITE, "en").html]) {
        expect(html).not.toContain("tracker.example");
        expect(html).toContain('src="https://www.firm.example/images/map.png"');
        expect(html).not.toMatch(/<img[^>]+src="(?!https:\/\/www\.firm\.example\/)/);
      }
      await drain(worker());
      expect(smtp.mails).toHaveLength(0);
    });

    /**
     * A campaign to 20 readers whose worker has claimed its first 10 and sent 2, and `control` committed while the
     * third is being handed to the mail server. Returns its id once the worker's round has ended.
     */
    async function controlMidBatch(control: "pause" | "cancel"): Promise<string> {
      await readers(20);
      const id = await newDraft();
      expect(await send(id)).toEqual({ ok: true });
      let hold!: ReturnType<typeof holdingMailer>;
      const outbox = worker(6_000, (mailer) => (hold = holdingMailer(mailer, 3)).mailer);
      const round = outbox.runOnce();
      await hold.held;
      expect(smtp.mails).toHaveLength(2);
      expect(await controlCampaign(database.db, owner, id, control)).toEqual({ ok: true });
      hold.release();
      expect(await round).toBe(10);
      // The mail being handed over when the control committed went out; nothing after it.
      expect(smtp.mails).toHaveLength(3);
      return id;
    }

    it("pause stops within one mail: the batch the worker had claimed waits, and goes out on resume, each once", async () => {
      const id = await controlMidBatch("pause");
      // The rest of the batch is back in the queue, its try not counted, and waits while paused.
      expect((await progressOf(database.db, [id])).get(id)).toEqual({ sent: 3, pending: 17, failed: 0 });
      expect(
        await rows(
          database.db,
          sql`SELECT id FROM mail_outbox WHERE status <> 'sent' AND (status <> 'pending' OR attempts <> 0)`,
        ),
      ).toEqual([]);
      await drain(worker());
      expect(smtp.mails).toHaveLength(3);
      expect(await controlCampaign(database.db, owner, id, "resume")).toEqual({ ok: true });
      await drain(worker());
      expect(smtp.mails.map((mail) => mail.recipients[0]).sort()).toEqual(
        Array.from({ length: 20 }, (_, index) => `reader${index}@example.com`).sort(),
      );
      await campaignTick(database.db);
      expect(await campaignById(database.db, id)).toMatchObject({ status: "sent", delivered: 20, failed: 0 });
    });

    it("cancel stops within one mail: the batch the worker had claimed never goes out", async () => {
      const id = await controlMidBatch("cancel");
      expect((await progressOf(database.db, [id])).get(id)).toEqual({ sent: 3, pending: 0, failed: 0 });
      await drain(worker());
      await campaignTick(database.db);
      expect(smtp.mails).toHaveLength(3);
      expect(await campaignById(database.db, id)).toMatchObject({ status: "cancelled" });
    });

    it("a reader who unsubscribes, or is erased, while the worker holds their mail gets nothing, and the campaign still finishes", async () => {
      await readers(6);
      const id = await newDraft();
      expect(await send(id)).toEqual({ ok: true });
      let hold!: ReturnType<typeof holdingMailer>;
      const outbox = worker(6_000, (mailer) => (hold = holdingMailer(mailer, 2)).mailer);
      const round = outbox.runOnce();
      const handed = await hold.held;
      // Two readers whose mails the worker has claimed and not yet handed over.
      const waiting = await rows<{ id: string; subscriber_id: string; recipient: string }>(
        database.db,
        sql`SELECT id, subscriber_id, recipient FROM mail_outbox
            WHERE status = 'sending' AND recipient NOT IN (${handed.to}, ${smtp.mails[0]!.recipients[0]!})
            ORDER BY recipient LIMIT 2`,
      );
      const [leaving, erased] = waiting;
      expect(await unsubscribe(database, readerToken(leaving!.subscriber_id))).toBe("done");
      // The erasure keeps the row for the campaign's count, detached from the reader, and deletes the reader.
      await database.db.execute(
        sql`UPDATE mail_outbox SET subscriber_id = NULL, recipient = '' WHERE id = ${erased!.id}`,
      );
      await database.db.execute(sql`DELETE FROM newsletter_subscribers WHERE id = ${erased!.subscriber_id}`);
      hold.release();
      await round;
      await drain(worker());
      const recipients = smtp.mails.map((mail) => mail.recipients[0]);
      expect(recipients).toHaveLength(4);
      expect(recipients).not.toContain(leaving!.recipient);
      expect(recipients).not.toContain(erased!.recipient);
      await campaignTick(database.db);
      // The erased reader's mail stays in the figures (the erasure kept its row), as given up.
      expect(await campaignById(database.db, id)).toMatchObject({ status: "sent", delivered: 4, failed: 1 });
    });

    it("finishes a campaign whose last rows belong to readers gone since: one left mid-send by a crashed worker, one detached", async () => {
      await readers(4);
      const id = await newDraft();
      expect(await send(id)).toEqual({ ok: true });
      const [crashed, detached] = await rows<{ id: string; subscriber_id: string }>(
        database.db,
        sql`SELECT id, subscriber_id FROM mail_outbox WHERE campaign_id = ${id} ORDER BY recipient LIMIT 2`,
      );
      // A worker claimed this row and died; then its reader unsubscribed (which deletes only waiting rows).
      await database.db.execute(
        sql`UPDATE mail_outbox SET status = 'sending', attempts = 1, locked_until = now() - interval '1 second' WHERE id = ${crashed!.id}`,
      );
      expect(await unsubscribe(database, readerToken(crashed!.subscriber_id))).toBe("done");
      await database.db.execute(
        sql`UPDATE mail_outbox SET subscriber_id = NULL, recipient = '' WHERE id = ${detached!.id}`,
      );
      await drain(worker());
      expect(smtp.mails).toHaveLength(2);
      await campaignTick(database.db);
      // The mail left mid-send may have gone: it stays in the figures, given up; the detached one waiting is gone.
      expect(await campaignById(database.db, id)).toMatchObject({ status: "sent", delivered: 2, failed: 1 });
    });

    it("duplicates a campaign, sent or not, as a new draft with the same words, audited; an unknown one makes nothing", async () => {
      await readers(1);
      const id = await newDraft();
      await saveCampaign(database.db, owner, id, "en", { ...draft, articles: ["hiring-for-potential"] });
      expect(await send(id)).toEqual({ ok: true });
      const copy = await duplicateCampaign(database.db, owner, id);
      expect(copy).toBeTruthy();
      expect(copy).not.toBe(id);
      const duplicate = (await campaignById(database.db, copy!))!;
      expect(duplicate).toMatchObject({
        status: "draft",
        editions: {
          en: {
            subject: draft.subject,
            preheader: draft.preheader,
            body: draft.body,
            articles: ["hiring-for-potential"],
            slug: null,
            mailHtml: null,
            recipients: 0,
          },
        },
        recipients: 0,
        createdBy: "owner@firm.example",
      });
      // The edition left out of the original is left out of the copy.
      expect(Object.keys(duplicate.editions)).toEqual(["en"]);
      // The original is as it was.
      expect(await campaignById(database.db, id)).toMatchObject({ status: "sending", recipients: 1 });
      const [line] = await auditEntries(database.db, { limit: 1, target: copy! });
      expect(line).toMatchObject({ action: "campaign.duplicate", detail: { from: id } });
      expect(
        await duplicateCampaign(database.db, owner, "00000000-0000-4000-8000-000000000000"),
      ).toBeUndefined();
      expect(await duplicateCampaign(database.db, owner, "not-an-id")).toBeUndefined();
    });

    it("marks an address its server refused (550) on two issues as bouncing, and mails it no more; a mere busy server is no bounce", async () => {
      await readers(2);
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES ('moved-on@example.com', 'confirmed', 'v1')`,
      );
      smtp.refuse("moved-on@example.com");
      const reader = async () =>
        (
          await rows<{ status: string; bounces: number }>(
            database.db,
            sql`SELECT status, (SELECT count(*) FROM newsletter_bounces b WHERE b.subscriber_id = s.id)::int AS bounces
                FROM newsletter_subscribers s WHERE email = 'moved-on@example.com'`,
          )
        )[0];
      const issue = async () => {
        const id = await newDraft();
        expect(await send(id)).toEqual({ ok: true });
        // A busy server (451) on the first mail of each issue: tried again, and counted against no one.
        smtp.failNext(1);
        await drain(worker());
        await database.db.execute(
          sql`UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'pending'`,
        );
        await drain(worker());
        await campaignTick(database.db);
        return (await campaignById(database.db, id))!;
      };

      // The first issue: refused at once (not tried again for a day), one bounce, still a reader.
      expect(await issue()).toMatchObject({ status: "sent", recipients: 3, delivered: 2, failed: 1 });
      expect(await reader()).toEqual({ status: "confirmed", bounces: 1 });
      // The second: bouncing.
      expect(await issue()).toMatchObject({ status: "sent", recipients: 3, delivered: 2, failed: 1 });
      expect(await reader()).toEqual({ status: "bouncing", bounces: 2 });
      // The third goes to the two others only.
      smtp.mails.length = 0;
      expect(await issue()).toMatchObject({ status: "sent", recipients: 2, delivered: 2, failed: 0 });
      expect(smtp.mails.flatMap((mail) => mail.recipients).sort()).toEqual([
        "reader0@example.com",
        "reader1@example.com",
      ]);
      expect(
        await rows(
          database.db,
          sql`SELECT id FROM mail_outbox WHERE recipient = 'moved-on@example.com' AND status <> 'dead'`,
        ),
      ).toEqual([]);
    });

    it("sends each edition only to the readers of its language, in its words, with their own unsubscribe page; an edition left out reaches nobody", async () => {
      await database.db.execute(sql`
        INSERT INTO newsletter_subscribers (email, status, consent_version, locale) VALUES
          ('ann@example.com', 'confirmed', 'v1', 'en'), ('bob@example.com', 'confirmed', 'v1', 'en'),
          ('daan@example.nl', 'confirmed', 'v1', 'nl'), ('eva@example.nl', 'confirmed', 'v1', 'nl'),
          ('wacht@example.nl', 'pending', 'v1', 'nl')`);
      const [dutchArticle] = allArticles("nl");
      const id = await createCampaign(database.db, owner);
      expect(await saveCampaign(database.db, owner, id, "en", draft)).toEqual({ ok: true });
      expect(
        await saveCampaign(database.db, owner, id, "nl", {
          subject: "Wat we dit najaar leerden",
          preheader: "Drie lessen van onze klanten",
          body: "## Les één\n\nGroei begint met **focus**. Lees [onze aanpak](/nl/inzichten).",
          articles: [dutchArticle!.slug],
        }),
      ).toEqual({ ok: true });
      expect(await readersByEdition(database.db)).toEqual({ en: 2, nl: 2 });
      expect(await send(id)).toEqual({ ok: true });
      expect(await campaignById(database.db, id)).toMatchObject({
        recipients: 4,
        editions: { en: { recipients: 2 }, nl: { recipients: 2 } },
      });
      await drain(worker());
      const byReader = new Map(smtp.mails.map((mail) => [mail.recipients[0], mail.parsed]));
      expect([...byReader.keys()].sort()).toEqual([
        "ann@example.com",
        "bob@example.com",
        "daan@example.nl",
        "eva@example.nl",
      ]);
      for (const reader of ["ann@example.com", "bob@example.com"]) {
        const mail = byReader.get(reader)!;
        expect(mail.subject).toBe(draft.subject);
        expect(mail.html).toContain('<html lang="en">');
        expect(mail.text).toMatch(
          /Unsubscribe: https:\/\/www\.firm\.example\/newsletter\/unsubscribe\?token=/,
        );
      }
      const tokens = new Set<string>();
      for (const reader of ["daan@example.nl", "eva@example.nl"]) {
        const mail = byReader.get(reader)!;
        expect(mail.subject).toBe("Wat we dit najaar leerden");
        expect(mail.html).toContain('<html lang="nl">');
        expect(mail.html).toContain("Verder lezen");
        expect(mail.html).toContain(`/nl/inzichten/artikelen/${dutchArticle!.slug}?utm_source=newsletter`);
        const link = /Afmelden: (https:\/\/www\.firm\.example\/nl\/nieuwsbrief\/afmelden\?token=(\S+))/.exec(
          mail.text ?? "",
        );
        expect(link, mail.text).toBeTruthy();
        tokens.add(link![2]!);
        expect(mail.text).not.toContain(draft.subject);
      }
      // Each Dutch reader's link is their own.
      expect(tokens.size).toBe(2);
      await campaignTick(database.db);

      // An issue written in English only: the Dutch readers receive nothing of it.
      const english = await newDraft();
      await saveCampaign(database.db, owner, english, "en", { ...draft, subject: "Only in English" });
      smtp.mails.length = 0;
      expect(await send(english)).toEqual({ ok: true });
      await drain(worker());
      await campaignTick(database.db);
      expect(smtp.mails.map((mail) => mail.recipients[0]).sort()).toEqual([
        "ann@example.com",
        "bob@example.com",
      ]);

      // Each archive lists its edition's issues, and names those that went out only in the other.
      const inEnglish = await archiveOf(database.db, "en");
      const inDutch = await archiveOf(database.db, "nl");
      expect(inEnglish.issues.map((issue) => issue.subject)).toEqual(["Only in English", draft.subject]);
      expect(inEnglish.elsewhere).toEqual([]);
      expect(
        inDutch.issues.map((issue) => [issue.subject, issue.href.startsWith("/nl/inzichten/nieuwsbrief/")]),
      ).toEqual([["Wat we dit najaar leerden", true]]);
      expect(inDutch.elsewhere.map((issue) => [issue.subject, issue.locale])).toEqual([
        ["Only in English", "en"],
      ]);
      const dutchIssue = inDutch.issues[0]!;
      expect(await issueBySlug(database.db, "nl", dutchIssue.slug)).toMatchObject({
        subject: dutchIssue.subject,
      });
      expect(await issueBySlug(database.db, "en", dutchIssue.slug)).toBeUndefined();

      // Kept out of the archive: gone from both archives and from its address, audited; let in again, it is back.
      expect(await setInArchive(database.db, owner, id, false)).toEqual({ ok: true });
      expect((await archiveOf(database.db, "nl")).issues).toEqual([]);
      expect((await archiveOf(database.db, "en")).issues.map((issue) => issue.subject)).toEqual([
        "Only in English",
      ]);
      expect(await issueBySlug(database.db, "nl", dutchIssue.slug)).toBeUndefined();
      const [line] = await auditEntries(database.db, { limit: 1, target: id });
      expect(line).toMatchObject({ action: "campaign.archive-out" });
      expect(await setInArchive(database.db, owner, id, true)).toEqual({ ok: true });
      expect((await archiveOf(database.db, "nl")).issues).toHaveLength(1);
    });

    it("sends only once the owner has typed the number of readers it reaches now: a missing or outdated number sends nothing", async () => {
      await readers(3);
      const id = await newDraft();
      const attempt = (confirm: number | undefined) =>
        sendCampaign(database.db, owner, id, SITE, { confirm });
      expect(await attempt(undefined)).toEqual({ ok: false, error: "confirm-missing" });
      expect(await attempt(4)).toEqual({ ok: false, error: "confirm-count" });
      expect(await attempt(Number.NaN)).toEqual({ ok: false, error: "confirm-count" });
      // The Dutch edition is left out, so a Dutch reader is not counted.
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version, locale) VALUES ('nl@example.nl', 'confirmed', 'v1', 'nl')`,
      );
      expect(await attempt(4)).toEqual({ ok: false, error: "confirm-count" });
      // A reader confirms between the page and the press: the number seen is out of date.
      await database.db.execute(
        sql`INSERT INTO newsletter_subscribers (email, status, consent_version) VALUES ('late@example.com', 'confirmed', 'v1')`,
      );
      expect(await attempt(3)).toEqual({ ok: false, error: "confirm-count" });
      expect(await campaignById(database.db, id)).toMatchObject({ status: "draft", recipients: 0 });
      expect(await rows(database.db, sql`SELECT id FROM mail_outbox`)).toEqual([]);
      expect(await attempt(4)).toEqual({ ok: true });
      const [line] = await auditEntries(database.db, { limit: 1, target: id });
      expect(line).toMatchObject({ action: "campaign.send", detail: { readers: 4 } });
    });

    it("leaves an edition out or brings it back while a draft, audited, never the last one; one left out is neither saved nor tested", async () => {
      const id = await createCampaign(database.db, owner);
      expect(Object.keys((await campaignById(database.db, id))!.editions).sort()).toEqual(["en", "nl"]);
      expect(await setEdition(database.db, owner, id, "en", false)).toEqual({ ok: true });
      expect(await setEdition(database.db, owner, id, "nl", false)).toEqual({
        ok: false,
        error: "edition-last",
      });
      expect(await saveCampaign(database.db, owner, id, "en", draft)).toEqual({
        ok: false,
        error: "edition-left-out",
      });
      expect(await sendTest(database.db, owner, id, "en", SITE)).toEqual({
        ok: false,
        error: "edition-left-out",
      });
      // Leaving out again, or bringing back twice, changes nothing more and writes no second line.
      expect(await setEdition(database.db, owner, id, "en", false)).toEqual({ ok: true });
      expect(await setEdition(database.db, owner, id, "en", true)).toEqual({ ok: true });
      expect(await setEdition(database.db, owner, id, "en", true)).toEqual({ ok: true });
      expect(await saveCampaign(database.db, owner, id, "en", draft)).toEqual({ ok: true });
      const lines = await auditEntries(database.db, { limit: 10, target: id });
      expect(lines.map((entry) => [entry.action, entry.detail])).toEqual([
        ["campaign.save", {}],
        ["campaign.edition-add", { locale: "en" }],
        ["campaign.edition-drop", { locale: "en" }],
        ["campaign.create", {}],
      ]);
      await readers(1);
      expect(await setEdition(database.db, owner, id, "nl", false)).toEqual({ ok: true });
      expect(await send(id)).toEqual({ ok: true });
      expect(await setEdition(database.db, owner, id, "nl", true)).toEqual({ ok: false, error: "not-draft" });
      expect(
        await setEdition(database.db, owner, "00000000-0000-4000-8000-000000000000", "nl", true),
      ).toEqual({
        ok: false,
        error: "unknown-campaign",
      });
    });

    // Local runs only: CI has no SpamAssassin, and the mail is the same on both databases.
    it.skipIf(!spamAssassin || target.name !== "PGlite")(
      "SpamAssassin scores the campaign mail and the confirmation mail below 2.0",
      async () => {
        await readers(1);
        const id = await newDraft();
        await saveCampaign(database.db, owner, id, "en", { ...draft, articles: ["hiring-for-potential"] });
        expect(await send(id)).toEqual({ ok: true });
        await subscribe("new-reader@example.com", { database, siteUrl: SITE, clientHash: null });
        await drain(worker());
        const [campaign, confirmation] = [
          draft.subject,
          "Confirm your subscription to Brightwell Insights",
        ].map((subject) => smtp.mails.find((mail) => mail.parsed.subject === subject)!);
        for (const [name, mail] of [
          ["campaign", campaign!],
          ["confirmation", confirmation!],
        ] as const) {
          const { score, rules } = spamScore(mail.raw);
          expect(score, `${name}: ${rules}`).toBeLessThan(2);
        }
      },
      30_000,
    );
  });
}
