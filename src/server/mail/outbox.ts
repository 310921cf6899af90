import "server-only";
import { and, eq, inArray, lt, lte, ne, notInArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { newsletterPaths } from "@/content/routes";
import type { Locale } from "@/types/facts";
import type { Database } from "../db/client";
import {
  campaignEditions,
  campaigns,
  mailOutbox,
  newsletterBounces,
  newsletterSubscribers,
} from "../db/schema";
import { forReader } from "../newsletter/campaign-mail";
import { readerToken } from "../security/keys";
import { describeError } from "../log";
import { senderAddress, type Mailer } from "./transport";

const HOUR_MS = 3_600_000;
/** A mail is given up (marked dead) when its next try would fall later than this after it was queued. */
export const GIVE_UP_AFTER_HOURS = 24;

/**
 * Wait before try number `attempt + 1`: 5 s doubling up to an hour, each spread by ±20 % so that many failed
 * mails do not retry in step. The first retry comes within 4-6 s.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(HOUR_MS, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Puts back mail that a previous run of this same server left half-sent (only safe with one server). */
export async function releaseOrphanedMail(database: Database): Promise<void> {
  await database.db
    .update(mailOutbox)
    .set({ status: "pending", lockedUntil: null })
    .where(eq(mailOutbox.status, "sending"));
}

/** A reader whose address is refused for this many issues is marked as bouncing, and mailed no more. */
const BOUNCES_TO_STOP = 2;

/**
 * Whether a mail server refused the recipient's address for good: a 5xx answer to RCPT TO (550 "no such user"),
 * as nodemailer reports it. A permanent refusal of the whole mail, or of every mail (a relay refusing this sender),
 * is no reader's bounce: it says nothing about the address, and counting it would mark the whole list.
 */
export function addressRefused(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && command === "RCPT TO"
  );
}

/** Puts every dead mail back in the queue with a fresh 24 hours of retries; returns how many. */
export async function requeueDeadMail(database: Database, only?: string): Promise<number> {
  const requeued = await database.db
    .update(mailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, queuedAt: sql`now()` })
    .where(and(eq(mailOutbox.status, "dead"), only ? eq(mailOutbox.id, only) : undefined))
    .returning({ id: mailOutbox.id });
  return requeued.length;
}

/**
 * "Retry now" for one mail: a waiting mail's next try is now; a mail given up on goes back in the queue as new.
 * A mail being sent, or sent, is left as it is. Returns whether it was one to retry.
 */
export async function retryMailNow(database: Database, id: string): Promise<boolean> {
  const [waiting] = await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "pending")))
    .returning({ id: mailOutbox.id });
  return Boolean(waiting) || (await requeueDeadMail(database, id)) > 0;
}

/**
 * Which mail a claim takes: the site's own mail (form notifications, confirmations, sign-in links, tests), which a
 * campaign never holds up; or campaign mail, only of campaigns that are sending and to readers still confirmed.
 */
const CLAIMS = {
  own: ne(mailOutbox.kind, "campaign"),
  campaign: and(
    eq(mailOutbox.kind, "campaign"),
    inArray(
      mailOutbox.campaignId,
      sql`(SELECT ${campaigns.id} FROM ${campaigns} WHERE ${campaigns.status} = 'sending')`,
    ),
    inArray(
      mailOutbox.subscriberId,
      sql`(SELECT ${newsletterSubscribers.id} FROM ${newsletterSubscribers} WHERE ${newsletterSubscribers.status} = 'confirmed')`,
    ),
  ),
};

/**
 * Claims up to `batchSize` due mails of one kind of claim for `leaseSeconds`: pending ones whose time has come,
 * and ones left "sending" by a worker whose lease ran out (it crashed), but never one in `sent` (sent, its mark
 * not yet written). FOR UPDATE SKIP LOCKED lets workers on other connections claim other rows at the same moment,
 * never the same one. Counts the try.
 */
async function claimDueMail(
  database: Database,
  claim: keyof typeof CLAIMS,
  batchSize: number,
  leaseSeconds: number,
  sent: string[],
) {
  const now = sql`now()`;
  const due = database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)),
          and(eq(mailOutbox.status, "sending"), lt(mailOutbox.lockedUntil, now)),
        ),
        sent.length > 0 ? notInArray(mailOutbox.id, sent) : undefined,
        CLAIMS[claim],
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(batchSize)
    .for("update", { skipLocked: true });
  return database.db
    .update(mailOutbox)
    .set({
      status: "sending",
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      replyTo: mailOutbox.replyTo,
      replyName: mailOutbox.replyName,
      fromName: mailOutbox.fromName,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
      attempts: mailOutbox.attempts,
      campaignId: mailOutbox.campaignId,
      locale: mailOutbox.locale,
      subscriberId: mailOutbox.subscriberId,
      // The lease as the database wrote it, to the microsecond: which claim the row is leased to.
      lease: sql<string>`${mailOutbox.lockedUntil}::text`,
    });
}

type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

export interface OutboxOptions {
  database: Database;
  mailer: Mailer;
  from: string;
  log: Logger;
  batchSize?: number;
  /** How often to look for due mail when nothing wakes the worker. */
  pollMs?: number;
  /** How long a claimed mail stays leased to this worker; a crashed worker's lease runs out after this. */
  leaseSeconds?: number;
  /** The site's origin, for the unsubscribe links of campaign mail. */
  siteUrl?: string;
  /** Campaign mails a minute, at most (CAMPAIGN_PACE_PER_MINUTE): the site's own mail is not held to it. */
  campaignPace?: number;
  /**
   * Whom the newsletter (and its tests) comes from, at the site's sending address, and where a reader's answer
   * goes (NEWSLETTER_FROM_NAME, NEWSLETTER_REPLY_TO); without it, the site's own sender and no Reply-To.
   */
  newsletter?: { fromName: string; replyTo: string };
}

/**
 * The pace of campaign mail: tokens that come back at `perMinute` a minute, up to one poll's worth, so that a
 * worker that wakes every poll sends an even stream (60 a minute: five every five seconds) and never a burst.
 */
class Pace {
  private tokens: number;
  private last = Date.now();
  private readonly capacity: number;

  constructor(
    private readonly perMinute: number,
    pollMs: number,
  ) {
    this.capacity = Math.max(1, Math.round((perMinute * pollMs) / 60_000));
    this.tokens = this.capacity;
  }

  /** How many mails may go now. */
  available(): number {
    const now = Date.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) * this.perMinute) / 60_000);
    this.last = now;
    return Math.floor(this.tokens);
  }

  use(count: number): void {
    this.tokens -= count;
  }
}

/** A campaign edition's mail as queued: the same words for every reader of it but the unsubscribe link. */
type QueuedCampaign = { subject: string; html: string; text: string };

/**
 * Sends what the outbox holds. Each round claims due rows with FOR UPDATE SKIP LOCKED and leases them, so
 * several servers on one PostgreSQL never send the same mail; sends them; and marks each sent, or schedules its
 * retry, or gives it up. It wakes at once when mail is queued on any server of the database (the database's
 * notification, after the commit), and polls otherwise.
 *
 * A "sent" mark the database refuses (it is down, its disk is full) is kept in memory and written before the
 * next round claims anything; until it is written, rounds fail and claim nothing, so the row, still "sending",
 * is not sent again when its lease runs out. Only a process that dies with such marks unwritten (or between the
 * mail server's acceptance and the mark) leaves mail that goes out twice. A retry mark the database refuses fails
 * the round: the row stays "sending" and is tried again when its lease runs out, which sends nothing twice.
 */
export class OutboxWorker {
  private readonly options: Required<Omit<OutboxOptions, "newsletter">> & Pick<OutboxOptions, "newsletter">;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  /** Outbox id -> when the mail server took it, for mails whose "sent" mark the database refused so far. */
  private readonly unmarked = new Map<string, Date>();
  private readonly pace: Pace;
  private stopListening: (() => void) | undefined;
  /** The mail of the campaign editions this worker has sent from, by id and language (it never changes once queued). */
  private readonly campaignMail = new Map<string, Promise<QueuedCampaign | undefined>>();

  constructor(options: OutboxOptions) {
    this.options = {
      batchSize: 10,
      pollMs: 5_000,
      leaseSeconds: 120,
      siteUrl: "http://localhost:3000",
      campaignPace: 60,
      ...options,
    };
    this.pace = new Pace(this.options.campaignPace, this.options.pollMs);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    // Mail queued anywhere, by this server or another on the database, wakes it once its transaction commits.
    this.stopListening = this.options.database.onMailQueued(() => this.wake());
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopListening?.();
    this.wake();
    await this.loop;
    // A mark still unwritten now is lost with the process, and its mail goes out again after the lease.
    await this.writeUnmarked().catch((error: unknown) => {
      this.options.log.error(
        { unmarked: this.unmarked.size, reason: describeError(error) },
        "sent marks not written at stop; those mails will be sent again",
      );
    });
  }

  /** Look for due mail now. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Claims and sends one batch of due mail; returns how many it handled. */
  async runOnce(): Promise<number> {
    const { database, batchSize, leaseSeconds } = this.options;
    // Throws while the database still refuses a mark: the round then claims (and resends) nothing.
    await this.writeUnmarked();
    const unmarked = [...this.unmarked.keys()];
    const own = await claimDueMail(database, "own", batchSize, leaseSeconds, unmarked);
    const allowance = Math.min(batchSize, this.pace.available());
    const paced =
      allowance > 0 ? await claimDueMail(database, "campaign", allowance, leaseSeconds, unmarked) : [];
    this.pace.use(paced.length);
    const claimed = [...own, ...paced];
    if (claimed.length > 0) this.options.log.debug({ claimed: claimed.length }, "outbox round");
    // Every send of the batch has ended when the round does, even when one mark failed (it throws). The site's
    // own mail goes out side by side; campaign mail one after another, each marked before the next is sent, so a
    // server that dies mid-campaign leaves at most one mail sent and not marked (sent again after a restart); and
    // each is confirmed in the database just before it goes (stillToGo), so a pause or cancel stops it at once.
    const oneByOne = async () => {
      for (const row of paced) await this.deliver(row);
    };
    const failed = (await Promise.allSettled([...own.map((row) => this.deliver(row)), oneByOne()])).find(
      (settled) => settled.status === "rejected",
    );
    if (failed) throw failed.reason;
    return claimed.length;
  }

  /** Writes the "sent" marks the database refused before, oldest first; throws at the first it still refuses. */
  private async writeUnmarked(): Promise<void> {
    for (const [id, sentAt] of this.unmarked) {
      await this.markSent(id, sentAt);
      this.unmarked.delete(id);
      this.options.log.info({ outboxId: id, unmarked: this.unmarked.size }, "mail sent, mark written late");
    }
  }

  private async markSent(id: string, sentAt: Date): Promise<void> {
    await this.options.database.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  /** A campaign edition's queued mail, read once per worker. */
  private queuedCampaign(id: string, locale: Locale): Promise<QueuedCampaign | undefined> {
    const key = `${id} ${locale}`;
    let mail = this.campaignMail.get(key);
    if (!mail) {
      mail = this.options.database.db
        .select({
          subject: campaignEditions.subject,
          html: campaignEditions.mailHtml,
          text: campaignEditions.mailText,
        })
        .from(campaignEditions)
        .where(and(eq(campaignEditions.campaignId, id), eq(campaignEditions.locale, locale)))
        .then(([row]) =>
          row?.html && row.text ? { subject: row.subject, html: row.html, text: row.text } : undefined,
        );
      mail.catch(() => this.campaignMail.delete(key));
      this.campaignMail.set(key, mail);
    }
    return mail;
  }

  /**
   * What goes out for a row: its own words, or for a campaign's row the campaign's, with the reader's own
   * unsubscribe link in the text and in the List-Unsubscribe headers (one click, RFC 8058).
   */
  private async contentOf(row: ClaimedMail) {
    if (row.kind !== "campaign")
      return { subject: row.subject, text: row.textBody, html: row.htmlBody, headers: row.headers };
    const locale = row.locale ?? "en";
    const mail = row.campaignId ? await this.queuedCampaign(row.campaignId, locale) : undefined;
    if (!mail || !row.subscriberId) throw new Error("The campaign of this mail has no queued mail.");
    const token = readerToken(row.subscriberId);
    const page = new URL(
      `${newsletterPaths[locale].unsubscribe}?token=${token}`,
      this.options.siteUrl,
    ).toString();
    const oneClick = new URL(`/api/newsletter/unsubscribe?token=${token}`, this.options.siteUrl).toString();
    return {
      subject: mail.subject,
      ...forReader(mail, page),
      headers: {
        "List-Unsubscribe": `<${oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "List-Id": `<insights.${new URL(this.options.siteUrl).hostname}>`,
        Precedence: "bulk",
      },
    };
  }

  /**
   * Whether a claimed campaign mail may still go out, asked of the database just before it is handed over: its row
   * still leased to this claim, its campaign still sending, its reader still confirmed. Otherwise the row is given
   * back: waiting again, its try not counted, while its campaign is paused (resume sends it); deleted, as waiting
   * mail is, when the campaign was cancelled or the reader unsubscribed; given up ("dead") when an erasure detached
   * it from its reader, which keeps it in the campaign's figures; left alone when its lease has run out (another
   * worker may have it). So once a pause or a cancel has committed, a worker sends at most the one mail it was
   * handing over at that moment, and no row it gives back keeps its campaign from finishing.
   */
  private async stillToGo(row: ClaimedMail): Promise<boolean> {
    const db = this.options.database.db;
    const leased = and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, "sending"),
      sql`${mailOutbox.lockedUntil} = ${row.lease}::timestamptz`,
      sql`${mailOutbox.lockedUntil} > now()`,
    );
    const [now] = await db
      .select({
        campaign: campaigns.status,
        detached: sql<boolean>`${mailOutbox.subscriberId} IS NULL`,
        reader: newsletterSubscribers.status,
      })
      .from(mailOutbox)
      .leftJoin(campaigns, eq(campaigns.id, mailOutbox.campaignId))
      .leftJoin(newsletterSubscribers, eq(newsletterSubscribers.id, mailOutbox.subscriberId))
      .where(leased);
    if (!now) return false;
    if (now.campaign === "sending" && now.reader === "confirmed") return true;
    const back = { lockedUntil: null, attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)` };
    if (now.campaign === "cancelled" || now.campaign === null) await db.delete(mailOutbox).where(leased);
    else if (now.detached)
      await db
        .update(mailOutbox)
        .set({ ...back, status: "dead" })
        .where(leased);
    else if (now.reader !== "confirmed") await db.delete(mailOutbox).where(leased);
    else
      await db
        .update(mailOutbox)
        .set({ ...back, status: "pending" })
        .where(leased);
    this.options.log.info(
      { outboxId: row.id, campaign: now.campaign, reader: now.detached ? "erased" : now.reader },
      "campaign mail given back",
    );
    return false;
  }

  private async deliver(row: ClaimedMail): Promise<void> {
    const { database, mailer, from, log } = this.options;
    try {
      const content = await this.contentOf(row);
      if (row.kind === "campaign" && !(await this.stillToGo(row))) return;
      const newsletter =
        row.kind === "campaign" || row.kind === "campaign-test" ? this.options.newsletter : undefined;
      const fromName = newsletter?.fromName ?? row.fromName;
      const replyTo = newsletter
        ? { address: newsletter.replyTo }
        : row.replyTo && { name: row.replyName ?? undefined, address: row.replyTo };
      await mailer.send({
        id: row.id,
        from: fromName ? { name: fromName, address: senderAddress(from) } : from,
        to: row.recipient,
        replyTo: replyTo || undefined,
        ...content,
      });
    } catch (error) {
      const reason = describeError(error);
      if (row.kind === "campaign" && row.subscriberId && addressRefused(error))
        return this.bounced(row, row.subscriberId, reason);
      const delaySeconds = retryDelayMs(row.attempts) / 1000;
      const next = sql`now() + make_interval(secs => ${delaySeconds})`;
      const giveUp = sql`${mailOutbox.queuedAt} + make_interval(hours => ${GIVE_UP_AFTER_HOURS})`;
      // Should the database refuse this mark, nothing went out: the row stays "sending" and is tried again
      // when its lease runs out.
      const [result] = await database.db
        .update(mailOutbox)
        .set({
          status: sql`CASE WHEN ${next} > ${giveUp} THEN 'dead' ELSE 'pending' END`,
          nextAttemptAt: next,
          lockedUntil: null,
          lastError: reason,
        })
        .where(eq(mailOutbox.id, row.id))
        .returning({ status: mailOutbox.status });
      const status = result?.status;
      if (status === "dead") {
        log.error({ outboxId: row.id, kind: row.kind, attempts: row.attempts, reason }, "mail given up");
      } else {
        log.warn(
          { outboxId: row.id, kind: row.kind, attempts: row.attempts, reason, delaySeconds },
          "mail retry",
        );
      }
      return;
    }
    const sentAt = new Date();
    try {
      await this.markSent(row.id, sentAt);
    } catch (error) {
      // The mail is out; only its record is missing. Keep the mark until the database takes it (runOnce).
      this.unmarked.set(row.id, sentAt);
      log.error(
        { outboxId: row.id, kind: row.kind, unmarked: this.unmarked.size, reason: describeError(error) },
        "mail sent, mark not written yet",
      );
      return;
    }
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "mail sent");
  }

  /**
   * A campaign mail whose address the reader's mail server refused for good: given up at once (another try would
   * be refused the same), and noted as the reader's bounce for this issue; at the second issue, the reader is
   * marked as bouncing and mailed no more. Should the database refuse this, the row stays "sending" and is tried
   * again when its lease runs out.
   */
  private async bounced(row: ClaimedMail, subscriberId: string, reason: string): Promise<void> {
    const { database, log } = this.options;
    const bouncing = await database.db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({ status: "dead", lockedUntil: null, lastError: reason })
        .where(eq(mailOutbox.id, row.id));
      await tx
        .insert(newsletterBounces)
        .values({ subscriberId, campaignId: row.campaignId!, reason: reason.slice(0, 500) })
        .onConflictDoNothing();
      const marked = await tx
        .update(newsletterSubscribers)
        .set({ status: "bouncing", updatedAt: sql`now()` })
        .where(
          and(
            eq(newsletterSubscribers.id, subscriberId),
            eq(newsletterSubscribers.status, "confirmed"),
            sql`(SELECT count(*) FROM ${newsletterBounces} WHERE ${newsletterBounces.subscriberId} = ${subscriberId}) >= ${BOUNCES_TO_STOP}`,
          ),
        )
        .returning({ id: newsletterSubscribers.id });
      return marked.length > 0;
    });
    log.warn({ outboxId: row.id, kind: row.kind, reason, bouncing }, "campaign mail refused for its address");
  }

  private async run(): Promise<void> {
    const { batchSize, pollMs, log } = this.options;
    while (this.running) {
      this.woken = false;
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        log.error({ reason: describeError(error), unmarked: this.unmarked.size }, "outbox round failed");
      }
      if (!this.running) break;
      if (handled === batchSize || this.woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }
}
