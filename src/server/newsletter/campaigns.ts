import "server-only";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { z } from "zod";
import { officeNotices, type CampaignError } from "@/content/office";
import { newsletterPaths } from "@/content/routes";
import { campaignPolicy } from "@/content/policy";
import { slugify } from "@/content/site";
import { escapeHtml } from "@/lib/markup";
import type { Locale } from "@/types/facts";
import { foreignImages, issueHtml } from "@/lib/newsletter-issues";
import { config } from "../config";
import type { Db } from "../db/client";
import {
  auditLog,
  campaignEditions,
  campaigns,
  mailOutbox,
  newsletterBounces,
  newsletterSubscribers,
  type CampaignStatus,
} from "../db/schema";
import { audit } from "../office/audit";
import type { Member, Owner } from "../office/guard";
import { actorOf } from "../office/sessions";
import { campaignMail, forReader, type CampaignContent, type CampaignMail } from "./campaign-mail";

/** An edition's draft as the office's form posts it: `article:<slug>` fields for the picked articles. */
export function draftFromForm(form: Record<string, string>): CampaignContent {
  return {
    subject: (form.subject ?? "").trim(),
    preheader: (form.preheader ?? "").trim(),
    body: (form.body ?? "").replace(/\r\n?/g, "\n"),
    articles: Object.keys(form)
      .filter((name) => name.startsWith("article:"))
      .map((name) => name.slice("article:".length)),
  };
}

/**
 * What campaign text may not hold: control characters, the Unicode line separators, the non-characters U+FFFE and
 * U+FFFF, and half a surrogate pair. They reach the feed's XML (where one makes the whole feed unreadable), mail
 * headers and the archive's page. The text may break its lines and hold tabs; a subject or preview line may not.
 */
const CONTROL = /[\p{Cc}\p{Cs}\u2028\u2029\ufffe\uffff]/u;
const lineControl = (line: string) => CONTROL.test(line);
const textControl = (text: string) => CONTROL.test(text.replace(/[\t\n\r]/g, ""));

/** Why a draft cannot be saved or sent, and what it is about (the address of a refused picture). */
type DraftProblem = { error: CampaignError; detail?: string };

/**
 * An edition's draft as it will be shown and sent: its page in the archive, rendered as the archive renders the
 * sent campaign, and its mail in its language (with `issue`, its links tagged as the issue's); undefined when either cannot be rendered,
 * so that no text the office accepts can make the public page fail after it went out.
 */
function rendered(
  draft: CampaignContent,
  origin: string,
  locale: Locale,
  issue?: string,
): CampaignMail | undefined {
  try {
    issueHtml(draft.body, origin, issue);
    return campaignMail(draft, origin, locale, issue);
  } catch {
    return undefined;
  }
}

/**
 * A draft checked as it is saved, and rendered: its mail, or what is wrong with it (lengths, control characters,
 * pictures from another site than `origin`, a tracking pixel telling that site who opened the mail, and text the
 * archive could not render). With `toSend`, an empty subject or text is wrong too; with `issue`, the mail's links
 * are tagged as that issue's.
 */
function checkedDraft(
  draft: CampaignContent,
  origin: string,
  { toSend = false, locale, issue }: { toSend?: boolean; locale: Locale; issue?: string },
): { ok: true; mail: CampaignMail } | ({ ok: false } & DraftProblem) {
  const problem = ((): DraftProblem | null => {
    if (toSend && !draft.subject) return { error: "subject-empty" };
    if (toSend && !draft.body.trim()) return { error: "body-empty" };
    if (
      draft.subject.length > campaignPolicy.lineMaxLength ||
      draft.preheader.length > campaignPolicy.lineMaxLength
    )
      return { error: "line-long" };
    if (draft.body.length > campaignPolicy.bodyMaxLength) return { error: "body-long" };
    if (draft.articles.length > campaignPolicy.articlesMax) return { error: "articles-many" };
    if (lineControl(draft.subject) || lineControl(draft.preheader)) return { error: "line-control" };
    if (textControl(draft.body)) return { error: "body-control" };
    const [foreign] = foreignImages(draft.body, origin);
    return foreign === undefined ? null : { error: "image-foreign", detail: foreign };
  })();
  if (problem) return { ok: false, ...problem };
  const mail = rendered(draft, origin, locale, issue);
  return mail ? { ok: true, mail } : { ok: false, error: "body-unrenderable" };
}

/** A campaign's words in one language (an English or a Dutch edition). */
export type Edition = typeof campaignEditions.$inferSelect;
/** A campaign with its editions: those it has, by language (one left out has none). */
export type Campaign = typeof campaigns.$inferSelect & { editions: Partial<Record<Locale, Edition>> };
/** What came of an office action on a campaign; a refusal may name what it is about (`detail`). */
export type CampaignOutcome = { ok: true } | { ok: false; error: CampaignError; detail?: string };

/** The editions a campaign can have, in the order the office shows them. */
export const EDITIONS = ["en", "nl"] as const satisfies readonly Locale[];

const isId = (id: string) => z.uuid().safeParse(id).success;
export const isEdition = (locale: string): locale is Locale =>
  (EDITIONS as readonly string[]).includes(locale);

/** The editions of some campaigns, by campaign. */
async function editionsOf(db: Db, ids: string[]): Promise<Map<string, Campaign["editions"]>> {
  const found = new Map<string, Campaign["editions"]>(ids.map((id) => [id, {}]));
  if (ids.length === 0) return found;
  const rows = await db.select().from(campaignEditions).where(inArray(campaignEditions.campaignId, ids));
  for (const row of rows) found.get(row.campaignId)![row.locale] = row;
  return found;
}

export async function campaignById(db: Db, id: string): Promise<Campaign | undefined> {
  if (!isId(id)) return undefined;
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return campaign && { ...campaign, editions: (await editionsOf(db, [id])).get(id)! };
}

/** The subjects of a campaign's editions, by language: what the office names it by (`campaignCopy.titleOf`). */
export const subjectsOf = (campaign: Pick<Campaign, "editions">): Partial<Record<Locale, string>> =>
  Object.fromEntries(Object.values(campaign.editions).map((edition) => [edition.locale, edition.subject]));

/** How far a campaign's mail has gone: sent, still to go (waiting or being sent), and given up. */
export interface Progress {
  sent: number;
  pending: number;
  failed: number;
}

export async function progressOf(db: Db, ids: string[]): Promise<Map<string, Progress>> {
  const counts = new Map<string, Progress>(ids.map((id) => [id, { sent: 0, pending: 0, failed: 0 }]));
  if (ids.length === 0) return counts;
  const rows = await db
    .select({ id: mailOutbox.campaignId, status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.campaignId, ids), eq(mailOutbox.kind, "campaign")))
    .groupBy(mailOutbox.campaignId, mailOutbox.status);
  for (const row of rows) {
    const progress = counts.get(row.id!)!;
    if (row.status === "sent") progress.sent += row.count;
    else if (row.status === "dead") progress.failed += row.count;
    else progress.pending += row.count;
  }
  return counts;
}

/**
 * A campaign's progress: counted in the outbox while it moves, and for a sent one the figures written when it
 * finished (its rows in the outbox are deleted a while later, as /privacy says).
 */
export async function campaignProgress(
  db: Db,
  list: (typeof campaigns.$inferSelect)[],
): Promise<Map<string, Progress>> {
  const counted = await progressOf(
    db,
    list.filter((campaign) => campaign.delivered === null).map((campaign) => campaign.id),
  );
  return new Map(
    list.map((campaign) => [
      campaign.id,
      campaign.delivered === null
        ? (counted.get(campaign.id) ?? { sent: 0, pending: 0, failed: 0 })
        : { sent: campaign.delivered, pending: 0, failed: campaign.failed ?? 0 },
    ]),
  );
}

/** Every campaign, newest first, with its editions and progress. */
export async function listCampaigns(db: Db) {
  const all = await db.select().from(campaigns).orderBy(desc(campaigns.createdAt));
  const ids = all.map((campaign) => campaign.id);
  const [editions, progress] = await Promise.all([editionsOf(db, ids), campaignProgress(db, all)]);
  return all.map((campaign) => ({
    ...campaign,
    editions: editions.get(campaign.id)!,
    progress: progress.get(campaign.id)!,
  }));
}

/** How many readers a campaign reaches: the confirmed readers (`readers`, by edition) of each edition it has. */
export const reachOf = (campaign: Pick<Campaign, "editions">, readers: Record<Locale, number>) =>
  EDITIONS.reduce((sum, locale) => sum + (campaign.editions[locale] ? readers[locale] : 0), 0);

/** How many confirmed readers each edition has at this moment. */
export async function readersByEdition(db: Db): Promise<Record<Locale, number>> {
  const rows = await db
    .select({ locale: newsletterSubscribers.locale, count: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, "confirmed"))
    .groupBy(newsletterSubscribers.locale);
  const counts = Object.fromEntries(EDITIONS.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of rows) if (isEdition(row.locale)) counts[row.locale] = row.count;
  return counts;
}

/**
 * The readers marked as bouncing (mail/outbox.ts), latest first: their address, since when, how many issues their
 * server refused, and its last answer.
 */
export function bouncingReaders(db: Db) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      since: newsletterSubscribers.updatedAt,
      issues: sql<number>`count(${newsletterBounces.campaignId})::int`,
      answer: sql<
        string | null
      >`(array_agg(${newsletterBounces.reason} ORDER BY ${newsletterBounces.at} DESC))[1]`,
    })
    .from(newsletterSubscribers)
    .leftJoin(newsletterBounces, eq(newsletterBounces.subscriberId, newsletterSubscribers.id))
    .where(eq(newsletterSubscribers.status, "bouncing"))
    .groupBy(newsletterSubscribers.id)
    .orderBy(desc(newsletterSubscribers.updatedAt));
}

/** A new, empty draft with an English and a Dutch edition; returns its id. */
export async function createCampaign(db: Db, person: Member): Promise<string> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({ createdBy: person.email })
      .returning({ id: campaigns.id });
    await tx
      .insert(campaignEditions)
      .values(EDITIONS.map((locale) => ({ campaignId: campaign!.id, locale })));
    await audit(tx, actorOf(person), "campaign.create", campaign!.id);
    return campaign!.id;
  });
}

/**
 * A new draft with another campaign's editions and their words (subject, preview line, text and articles), and its
 * place in the archive, whatever became of that one; returns its id, or undefined when there is no such campaign.
 */
export async function duplicateCampaign(db: Db, person: Member, id: string): Promise<string | undefined> {
  if (!isId(id)) return undefined;
  return db.transaction(async (tx) => {
    const source = await campaignById(tx, id);
    if (!source) return undefined;
    const [copy] = await tx
      .insert(campaigns)
      .values({ createdBy: person.email, inArchive: source.inArchive })
      .returning({ id: campaigns.id });
    await tx.insert(campaignEditions).values(
      Object.values(source.editions).map(({ locale, subject, preheader, body, articles }) => ({
        campaignId: copy!.id,
        locale,
        subject,
        preheader,
        body,
        articles,
      })),
    );
    await audit(tx, actorOf(person), "campaign.duplicate", copy!.id, { from: id });
    return copy!.id;
  });
}

/** A save by the same person within this time adds no second audit line (the editor saves as one types). */
const SAVE_AUDIT_QUIET_MINUTES = 10;

/**
 * Saves an edition of a draft, when nothing in its words could break a page, the feed or a header, or track a
 * reader (the site's own pictures only: `origin`, the site's); a campaign that has been queued or sent no longer
 * changes, and an edition left out is not written until the office brings it back.
 */
export function saveCampaign(
  db: Db,
  person: Member,
  id: string,
  locale: Locale,
  draft: CampaignContent,
  origin: string = config().siteUrl,
) {
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    const checked = checkedDraft(draft, origin, { locale });
    if (!checked.ok) return { ok: false, error: checked.error, detail: checked.detail };
    const campaign = await campaignById(tx, id);
    if (!campaign) return { ok: false, error: "unknown-campaign" };
    if (campaign.status !== "draft") return { ok: false, error: "not-draft" };
    if (!campaign.editions[locale]) return { ok: false, error: "edition-left-out" };
    // Only while it is a draft: a send committed since the read above moved it on.
    const moved = await tx
      .update(campaigns)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, "draft")))
      .returning({ id: campaigns.id });
    if (moved.length === 0) return { ok: false, error: "not-draft" };
    await tx
      .update(campaignEditions)
      .set({ ...draft, articles: [...draft.articles] })
      .where(and(eq(campaignEditions.campaignId, id), eq(campaignEditions.locale, locale)));
    const [recent] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, "campaign.save"),
          eq(auditLog.target, id),
          eq(auditLog.actor, person.email),
          sql`${auditLog.at} > now() - make_interval(mins => ${SAVE_AUDIT_QUIET_MINUTES})`,
        ),
      )
      .limit(1);
    if (!recent) await audit(tx, actorOf(person), "campaign.save", id);
    return { ok: true };
  });
}

/**
 * Brings an edition of a draft back (empty, to be written) or leaves it out: its readers then receive nothing of
 * this campaign. A campaign keeps at least one edition.
 */
export function setEdition(db: Db, person: Member, id: string, locale: Locale, included: boolean) {
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    const moved = await tx
      .update(campaigns)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, "draft")))
      .returning({ id: campaigns.id });
    if (moved.length === 0)
      return { ok: false, error: (await campaignById(tx, id)) ? "not-draft" : "unknown-campaign" };
    if (included) {
      const added = await tx
        .insert(campaignEditions)
        .values({ campaignId: id, locale })
        .onConflictDoNothing()
        .returning({ locale: campaignEditions.locale });
      if (added.length === 0) return { ok: true };
    } else {
      const kept = await tx
        .select({ locale: campaignEditions.locale })
        .from(campaignEditions)
        .where(eq(campaignEditions.campaignId, id));
      if (!kept.some((edition) => edition.locale === locale)) return { ok: true };
      if (kept.length <= 1) return { ok: false, error: "edition-last" };
      await tx
        .delete(campaignEditions)
        .where(and(eq(campaignEditions.campaignId, id), eq(campaignEditions.locale, locale)));
    }
    await audit(tx, actorOf(person), included ? "campaign.edition-add" : "campaign.edition-drop", id, {
      locale,
    });
    return { ok: true };
  });
}

/** Keeps a campaign out of the public archives and their feeds, or lets it in (the default), at any time. */
export function setInArchive(db: Db, person: Member, id: string, inArchive: boolean) {
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    if (!isId(id)) return { ok: false, error: "unknown-campaign" };
    const changed = await tx
      .update(campaigns)
      .set({ inArchive, updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), sql`${campaigns.inArchive} IS DISTINCT FROM ${inArchive}`))
      .returning({ id: campaigns.id });
    if (changed.length === 0)
      return (await campaignById(tx, id)) ? { ok: true } : { ok: false, error: "unknown-campaign" };
    await audit(tx, actorOf(person), inArchive ? "campaign.archive-in" : "campaign.archive-out", id);
    return { ok: true };
  });
}

/** The page an edition's readers manage their subscription at: its unsubscribe link in a preview or a test. */
const statusPage = (locale: Locale, origin: string) =>
  new URL(newsletterPaths[locale].status, origin).toString();

/**
 * The mail an edition's draft makes, as a reader gets it (with a link to the newsletter's page for the unsubscribe
 * link): rendered as it will be sent, and never failing the office's page. A draft that cannot be rendered shows
 * why. Its links carry no issue's tags: a draft has no archive address yet, and the office's clicks are no reader's.
 */
export function previewMail(edition: CampaignContent, origin: string, locale: Locale) {
  const mail = rendered(edition, origin, locale);
  if (!mail) {
    const why = officeNotices.error["body-unrenderable"];
    return { subject: edition.subject, html: `<!doctype html><p>${escapeHtml(why)}</p>`, text: why };
  }
  return { subject: mail.subject, ...forReader(mail, statusPage(locale, origin)) };
}

/**
 * "Send a test to me": an edition's draft mail to the signed-in person only, through the outbox; untagged, as the
 * preview, so that a test's clicks never count under the issue.
 */
export function sendTest(db: Db, person: Member, id: string, locale: Locale, origin: string) {
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    const campaign = await campaignById(tx, id);
    if (!campaign) return { ok: false, error: "unknown-campaign" };
    const edition = campaign.editions[locale];
    if (!edition) return { ok: false, error: "edition-left-out" };
    const ready = checkedDraft(edition, origin, { toSend: true, locale });
    if (!ready.ok) return ready;
    const mail = { subject: ready.mail.subject, ...forReader(ready.mail, statusPage(locale, origin)) };
    await tx.insert(mailOutbox).values({
      kind: "campaign-test",
      recipient: person.email,
      subject: `[Test] ${mail.subject}`,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    await audit(tx, actorOf(person), "campaign.test", id, { locale });
    return { ok: true };
  });
}

/**
 * One outbox row for each confirmed reader of an edition at this moment, in one statement: the database copies
 * the list, so queueing 50,000 readers holds none of them in this process. The rows carry no words (the campaign's
 * edition has them).
 */
async function queueReaders(tx: Db, campaignId: string, locale: Locale): Promise<number> {
  const result = await tx.execute(sql`
    WITH queued AS (
      INSERT INTO mail_outbox (kind, campaign_id, locale, subscriber_id, recipient, subject, text_body, html_body)
      SELECT 'campaign', ${campaignId}::uuid, locale, id, email, '', '', ''
      FROM newsletter_subscribers WHERE status = 'confirmed' AND locale = ${locale}
      RETURNING 1)
    SELECT count(*)::int AS count FROM queued`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
}

/**
 * Its address in the archive, and its mail's campaign tag: the day it goes out and the subject's words, such as
 * `2026-11-26-what-we-learned-ab12`.
 */
const slugOf = (subject: string, at: Date, id: string) =>
  `${at.toISOString().slice(0, 10)}-${slugify(subject).slice(0, 60).replace(/-+$/, "") || "newsletter"}-${id.slice(0, 4)}`;

/** When and to how many readers a send was asked for: `confirm` is the number the owner typed. */
export interface SendRequest {
  at?: Date;
  confirm: number | undefined;
}

/**
 * Sends a draft's editions, each to the confirmed readers of its language, now or at `at`, once the owner has
 * typed the number of readers it reaches at this moment (`confirm`): a number that is missing or no longer right
 * (a reader confirmed or left meanwhile) sends nothing. The draft's status moves on first, under a condition, so a
 * second press (or a second server) finds it no longer a draft and sends nothing. Each edition's mail is rendered
 * once, here, and never changes after. Its archive address is given here too, for the day it goes out: the mail's
 * links carry it as the issue's tag, and a scheduled campaign stays out of the archive until it has been sent.
 */
export function sendCampaign(db: Db, person: Owner, id: string, origin: string, request: SendRequest) {
  const { at, confirm } = request;
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    const campaign = await campaignById(tx, id);
    if (!campaign) return { ok: false, error: "unknown-campaign" };
    if (campaign.status !== "draft") return { ok: false, error: "not-draft" };
    const sending = new Date();
    const editions: { edition: Edition; slug: string; mail: CampaignMail }[] = [];
    for (const edition of Object.values(campaign.editions)) {
      const slug = slugOf(edition.subject, at ?? sending, campaign.id);
      const ready = checkedDraft(edition, origin, { toSend: true, locale: edition.locale, issue: slug });
      if (!ready.ok) return { ...ready, detail: edition.locale };
      editions.push({ edition, slug, mail: ready.mail });
    }
    if (at && at.getTime() <= Date.now()) return { ok: false, error: "past" };
    const reach = reachOf(campaign, await readersByEdition(tx));
    if (reach === 0) return { ok: false, error: "no-readers" };
    if (confirm !== reach)
      return { ok: false, error: confirm === undefined ? "confirm-missing" : "confirm-count" };
    const moved = await tx
      .update(campaigns)
      .set({ status: at ? "scheduled" : "sending", sendAt: at ?? sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(campaigns.id, id), eq(campaigns.status, "draft")))
      .returning({ id: campaigns.id });
    if (moved.length === 0) return { ok: false, error: "not-draft" };
    for (const { edition, slug, mail } of editions)
      await tx
        .update(campaignEditions)
        .set({ slug, mailHtml: mail.html, mailText: mail.text })
        .where(and(eq(campaignEditions.campaignId, id), eq(campaignEditions.locale, edition.locale)));
    if (!at) await startSending(tx, id);
    await audit(tx, actorOf(person), at ? "campaign.schedule" : "campaign.send", id, {
      at: (at ?? sending).toISOString(),
      readers: reach,
    });
    return { ok: true };
  });
}

/**
 * Queues each edition of a campaign for the confirmed readers of its language at this moment. It keeps the archive
 * address `sendCampaign` gave each edition (its mail's links carry it); one scheduled before addresses were given
 * gets its address now.
 */
async function startSending(tx: Db, id: string): Promise<void> {
  const editions = await tx
    .select({
      locale: campaignEditions.locale,
      subject: campaignEditions.subject,
      slug: campaignEditions.slug,
    })
    .from(campaignEditions)
    .where(eq(campaignEditions.campaignId, id));
  let recipients = 0;
  for (const { locale, subject, slug } of editions) {
    const queued = await queueReaders(tx, id, locale);
    recipients += queued;
    await tx
      .update(campaignEditions)
      .set({ recipients: queued, slug: slug ?? slugOf(subject, new Date(), id) })
      .where(and(eq(campaignEditions.campaignId, id), eq(campaignEditions.locale, locale)));
  }
  await tx.update(campaigns).set({ recipients }).where(eq(campaigns.id, id));
}

/**
 * What a running server does every few seconds: starts the scheduled campaigns whose time has come (the update
 * claims each for one server), and marks as sent the sending ones with nothing left to send. Returns how many
 * it started.
 */
export async function campaignTick(db: Db): Promise<number> {
  // Mail that can never go out, so that it never keeps a campaign from finishing: a sending campaign's to readers
  // who have left since it was queued (unsubscribed, or erased: the row detached from its reader), and a cancelled
  // one's. Waiting mail is deleted, as an unsubscribe or a cancel deletes it; mail a worker left mid-send (its lease
  // ran out: it died) may have gone, so it is given up ("dead") and stays in the campaign's figures.
  const gone = sql`(
    campaign_id IN (SELECT id FROM campaigns WHERE status = 'cancelled')
    OR (campaign_id IN (SELECT id FROM campaigns WHERE status = 'sending')
      AND NOT EXISTS (SELECT 1 FROM newsletter_subscribers
        WHERE newsletter_subscribers.id = mail_outbox.subscriber_id AND newsletter_subscribers.status = 'confirmed')))`;
  await db.execute(sql`DELETE FROM mail_outbox WHERE kind = 'campaign' AND status = 'pending' AND ${gone}`);
  await db.execute(sql`
    UPDATE mail_outbox SET status = 'dead', locked_until = NULL
    WHERE kind = 'campaign' AND status = 'sending' AND locked_until < now() AND ${gone}`);
  const started = await db.transaction(async (tx) => {
    const due = await tx
      .update(campaigns)
      .set({ status: "sending", updatedAt: sql`now()` })
      .where(and(eq(campaigns.status, "scheduled"), lte(campaigns.sendAt, sql`now()`)))
      .returning({ id: campaigns.id });
    for (const campaign of due) await startSending(tx, campaign.id);
    return due.length;
  });
  await db.execute(sql`
    UPDATE campaigns SET status = 'sent', finished_at = now(), updated_at = now(),
      delivered = (SELECT count(*) FROM mail_outbox WHERE campaign_id = campaigns.id AND status = 'sent'),
      failed = (SELECT count(*) FROM mail_outbox WHERE campaign_id = campaigns.id AND status = 'dead')
    WHERE status = 'sending' AND NOT EXISTS (
      SELECT 1 FROM mail_outbox WHERE campaign_id = campaigns.id AND status IN ('pending', 'sending'))`);
  return started;
}

/** Which moves each control makes: from which statuses, to which. */
const MOVES = {
  pause: { from: ["sending", "scheduled"], to: "paused" },
  resume: { from: ["paused"], to: "sending" },
  cancel: { from: ["scheduled", "sending", "paused"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly CampaignStatus[]; to: CampaignStatus }>;

export type CampaignControl = keyof typeof MOVES;

/**
 * Pauses, resumes or cancels a campaign. A paused one's mail waits (the outbox claims only the mail of sending
 * campaigns); a cancelled one's mail that has not gone out is deleted, in the same transaction. Mail a worker has
 * already claimed is not sent either: the worker asks, just before each mail, whether the campaign is still
 * sending (outbox.ts), so at most the one mail it is handing over at the moment of the commit goes out.
 */
export function controlCampaign(db: Db, person: Owner, id: string, control: CampaignControl) {
  return db.transaction(async (tx): Promise<CampaignOutcome> => {
    const move = MOVES[control];
    const campaign = await campaignById(tx, id);
    if (!campaign) return { ok: false, error: "unknown-campaign" };
    // A scheduled campaign resumed before its time stays scheduled.
    const to = control === "resume" && campaign.recipients === 0 ? "scheduled" : move.to;
    const moved = await tx
      .update(campaigns)
      .set({ status: to, updatedAt: sql`now()`, ...(to === "cancelled" ? { finishedAt: sql`now()` } : {}) })
      .where(and(eq(campaigns.id, id), inArray(campaigns.status, [...move.from])))
      .returning({ id: campaigns.id });
    if (moved.length === 0) return { ok: false, error: "cannot-move" };
    if (to === "cancelled")
      await tx.delete(mailOutbox).where(and(eq(mailOutbox.campaignId, id), eq(mailOutbox.status, "pending")));
    await audit(tx, actorOf(person), `campaign.${control}`, id);
    return { ok: true };
  });
}
