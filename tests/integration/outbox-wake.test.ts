import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { mailOutbox } from "@/server/db/schema";
import { OutboxWorker } from "@/server/mail/outbox";
import { smtpMailer, type Mailer } from "@/server/mail/transport";
import { databaseTargets, suiteDatabase } from "../support/databases";
import { TestSmtpServer } from "../support/smtp";

/**
 * Queued mail wakes the outbox by itself: the database notifies when the transaction that queued it commits
 * (migration 0023), so no request handler has to tell the worker, and on PostgreSQL every server hears it. The
 * workers here poll once a minute, so mail that arrives within seconds came by the notification.
 */
for (const target of databaseTargets()) {
  describe(`queued mail wakes the outbox by itself on ${target.name}`, () => {
    let database: Database;
    let url: string | undefined;
    let smtp: TestSmtpServer;
    const mailers: Mailer[] = [];
    const workers: OutboxWorker[] = [];
    const worker = (on: Database) => {
      const mailer = smtpMailer(smtp.url);
      mailers.push(mailer);
      const started = new OutboxWorker({
        database: on,
        mailer,
        from: "Brightwell <website@firm.example>",
        log: pino({ level: "silent" }),
        pollMs: 60_000,
      });
      workers.push(started);
      started.start();
      return started;
    };
    const queue = (on: Database, subject: string) =>
      on.db.transaction(async (tx) => {
        await tx.insert(mailOutbox).values({
          kind: "notification",
          recipient: "partner@firm.example",
          subject,
          textBody: "text",
          htmlBody: "<p>html</p>",
        });
        // Not before the commit: the worker cannot see the row yet, and the notification waits for the commit.
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
    const arrived = (subject: string) =>
      expect
        .poll(() => smtp.mails.some((mail) => mail.parsed.subject === subject), { timeout: 10_000 })
        .toBe(true);

    suiteDatabase(target, (opened) => ({ database, url } = opened));
    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
    });
    afterAll(() => smtp.close());
    beforeEach(async () => {
      smtp.mails.length = 0;
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((each) => each.stop()));
      for (const mailer of mailers.splice(0)) mailer.close();
    });

    it("sends a mail queued after the worker went to sleep within seconds, not at its next poll", async () => {
      worker(database);
      // Let its first round find nothing and the worker sleep for its minute.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const before = Date.now();
      await queue(database, "Woken by the commit");
      await arrived("Woken by the commit");
      expect(Date.now() - before).toBeLessThan(10_000);
    });

    it("wakes for a mail given up on and put back in the queue", async () => {
      await database.db.insert(mailOutbox).values({
        kind: "notification",
        recipient: "partner@firm.example",
        subject: "Back in the queue",
        textBody: "text",
        htmlBody: "<p>html</p>",
        status: "dead",
      });
      worker(database);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(smtp.mails).toHaveLength(0);
      await database.db.execute(
        sql`UPDATE mail_outbox SET status = 'pending', next_attempt_at = now() WHERE status = 'dead'`,
      );
      await arrived("Back in the queue");
    });

    // Servers share a database on PostgreSQL only (an embedded database has one server).
    if (target.name === "PostgreSQL")
      it("a mail queued through one server wakes the worker of another", async () => {
        const other = await openDatabase({ url: url! });
        try {
          worker(other);
          await new Promise((resolve) => setTimeout(resolve, 500));
          await queue(database, "Queued on the first server");
          await arrived("Queued on the first server");
        } finally {
          await Promise.all(workers.splice(0).map((each) => each.stop()));
          await other.close();
        }
      });
  });
}
