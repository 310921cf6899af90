import "server-only";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { rows, type Database } from "../db/client";
import { describeError } from "../log";
import type { Mailer } from "./transport";

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
  await database.db.execute(
    sql`UPDATE mail_outbox SET status = 'pending', locked_until = NULL WHERE status = 'sending'`,
  );
}

/** Puts every dead mail back in the queue with a fresh 24 hours of retries; returns how many. */
export async function requeueDeadMail(database: Database): Promise<number> {
  const requeued = await rows<{ id: string }>(
    database.db,
    sql`UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), queued_at = now()
        WHERE status = 'dead' RETURNING id`,
  );
  return requeued.length;
}

interface OutboxRow {
  id: string;
  recipient: string;
  reply_to: string | null;
  reply_name: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
  kind: string;
}

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
}

/**
 * Sends what the outbox holds. Each round claims due rows with FOR UPDATE SKIP LOCKED and leases them, so
 * several servers on one PostgreSQL never send the same mail; sends them; and marks each sent, or schedules its
 * retry, or gives it up. It wakes at once when a new mail is queued in this process, and polls otherwise.
 */
export class OutboxWorker {
  private readonly options: Required<OutboxOptions>;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;

  constructor(options: OutboxOptions) {
    this.options = { batchSize: 10, pollMs: 5_000, leaseSeconds: 120, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  /** Look for due mail now. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Claims and sends one batch of due mail; returns how many it handled. */
  async runOnce(): Promise<number> {
    const { database, batchSize, leaseSeconds } = this.options;
    const claimed = await rows<OutboxRow>(
      database.db,
      sql`
      UPDATE mail_outbox
      SET status = 'sending', attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${leaseSeconds})
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE (status = 'pending' AND next_attempt_at <= now())
           OR (status = 'sending' AND locked_until < now())
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, recipient, reply_to, reply_name, subject, text_body, html_body, headers, attempts, kind`,
    );
    if (claimed.length > 0) this.options.log.debug({ claimed: claimed.length }, "outbox round");
    await Promise.all(claimed.map((row) => this.deliver(row)));
    return claimed.length;
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { database, mailer, from, log } = this.options;
    try {
      await mailer.send({
        id: row.id,
        from,
        to: row.recipient,
        replyTo: row.reply_to ? { name: row.reply_name ?? undefined, address: row.reply_to } : undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        headers: row.headers,
      });
    } catch (error) {
      const reason = describeError(error);
      const delaySeconds = retryDelayMs(row.attempts) / 1000;
      const [result] = await rows<{ status: string }>(
        database.db,
        sql`
        UPDATE mail_outbox
        SET status = CASE WHEN now() + make_interval(secs => ${delaySeconds})
                               > queued_at + make_interval(hours => ${GIVE_UP_AFTER_HOURS})
                          THEN 'dead' ELSE 'pending' END,
            next_attempt_at = now() + make_interval(secs => ${delaySeconds}),
            locked_until = NULL, last_error = ${reason}
        WHERE id = ${row.id}
        RETURNING status`,
      );
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
    await database.db.execute(sql`
      UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL
      WHERE id = ${row.id}`);
    log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, "mail sent");
  }

  private async run(): Promise<void> {
    const { batchSize, pollMs, log } = this.options;
    while (this.running) {
      this.woken = false;
      let handled = 0;
      try {
        handled = await this.runOnce();
      } catch (error) {
        log.error({ reason: describeError(error) }, "outbox round failed");
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
