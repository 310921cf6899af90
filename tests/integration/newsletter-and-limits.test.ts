import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { confirmSubscription, subscribe, tokenIsLive, unsubscribe } from "@/server/newsletter/service";
import { dailyHash } from "@/server/security/keys";
import { hashToken } from "@/server/security/tokens";
import { consumePost } from "@/server/security/rate-limit";
import { databaseTargets, rows, suiteDatabase } from "../support/databases";

const SITE = "https://www.firm.example";

interface QueuedMail {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
}

for (const target of databaseTargets()) {
  describe(`newsletter and rate limits on ${target.name}`, () => {
    let database: Database;
    let url: string | undefined;
    const context = () => ({ database, siteUrl: SITE, clientHash: "client" });
    const mails = () => rows<QueuedMail>(database.db, sql`SELECT * FROM mail_outbox ORDER BY created_at`);
    const subscriber = async (email: string) =>
      (
        await rows<{ status: string; confirmed_at: Date | null; consent_version: string; locale: string }>(
          database.db,
          sql`SELECT status, confirmed_at, consent_version, locale FROM newsletter_subscribers WHERE email = ${email}`,
        )
      )[0];
    /** The token a queued mail carries in its link to `path`. */
    const tokenIn = (mail: QueuedMail, path: string) =>
      new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text_body)?.[1] ?? "";

    suiteDatabase(target, (opened) => ({ database, url } = opened));

    it("signs up double opt-in: a pending subscriber and one confirmation mail with an unsubscribe header", async () => {
      expect(await subscribe("Reader@Example.com ", context())).toBe(true);
      expect(await subscriber("reader@example.com")).toMatchObject({
        status: "pending",
        confirmed_at: null,
        consent_version: "newsletter-consent-1",
        locale: "en",
      });
      const [mail] = await mails();
      expect(mail!.recipient).toBe("reader@example.com");
      expect(mail!.subject).toBe("Confirm your subscription to Brightwell Insights");
      expect(tokenIn(mail!, `${SITE}/newsletter/confirm`)).toHaveLength(43);
      expect(tokenIn(mail!, `${SITE}/newsletter/unsubscribe`)).toHaveLength(43);
      expect(mail!.headers["List-Unsubscribe"]).toMatch(
        /^<https:\/\/www\.firm\.example\/api\/newsletter\/unsubscribe\?token=/,
      );
      expect(mail!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail!.html_body).toContain("Confirm my subscription");
    });

    it("stores tokens only as hashes", async () => {
      await subscribe("reader@example.com", context());
      const [mail] = await mails();
      const token = tokenIn(mail!, `${SITE}/newsletter/confirm`);
      const [stored] = await rows<{ confirm_token_hash: string }>(
        database.db,
        sql`SELECT confirm_token_hash FROM newsletter_subscribers`,
      );
      expect(stored!.confirm_token_hash).toBe(hashToken(token));
      const everything = JSON.stringify(await rows(database.db, sql`SELECT * FROM newsletter_subscribers`));
      expect(everything).not.toContain(token);
    });

    it("confirms once with the mailed token, and records when", async () => {
      await subscribe("reader@example.com", context());
      const token = tokenIn((await mails())[0]!, `${SITE}/newsletter/confirm`);
      expect(await tokenIsLive(database, "confirm", token)).toBe(true);
      expect(await confirmSubscription(database, token)).toBe("done");
      const confirmed = await subscriber("reader@example.com");
      expect(confirmed!.status).toBe("confirmed");
      expect(confirmed!.confirmed_at).not.toBeNull();
      expect(await confirmSubscription(database, token)).toBe("invalid");
      expect(await tokenIsLive(database, "confirm", token)).toBe(false);
      expect(await confirmSubscription(database, "x".repeat(43))).toBe("invalid");
      expect(await confirmSubscription(database, "short")).toBe("invalid");
    });

    it("does not confirm with a link older than 7 days", async () => {
      await subscribe("reader@example.com", context());
      const token = tokenIn((await mails())[0]!, `${SITE}/newsletter/confirm`);
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '8 days'`,
      );
      expect(await confirmSubscription(database, token)).toBe("invalid");
    });

    it("sends at most one confirmation mail per address per 24 hours, and nothing to a confirmed reader", async () => {
      expect(await subscribe("reader@example.com", context())).toBe(true);
      expect(await subscribe("READER@example.com", context())).toBe(false);
      expect(await mails()).toHaveLength(1);
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '25 hours'`,
      );
      expect(await subscribe("reader@example.com", context())).toBe(true);
      const all = await mails();
      expect(all).toHaveLength(2);
      expect(await confirmSubscription(database, tokenIn(all[1]!, `${SITE}/newsletter/confirm`))).toBe(
        "done",
      );
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '25 hours'`,
      );
      expect(await subscribe("reader@example.com", context())).toBe(false);
      expect(await subscriber("reader@example.com")).toMatchObject({ status: "confirmed" });
    });

    it("unsubscribes with the mailed token, more than once if need be, and allows signing up again later", async () => {
      await subscribe("reader@example.com", context());
      const mail = (await mails())[0]!;
      await confirmSubscription(database, tokenIn(mail, `${SITE}/newsletter/confirm`));
      const token = tokenIn(mail, `${SITE}/newsletter/unsubscribe`);
      expect(await unsubscribe(database, token)).toBe("done");
      expect(await unsubscribe(database, token)).toBe("done");
      expect(await subscriber("reader@example.com")).toMatchObject({ status: "unsubscribed" });
      expect(await unsubscribe(database, "y".repeat(43))).toBe("invalid");
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '25 hours'`,
      );
      expect(await subscribe("reader@example.com", context())).toBe(true);
      expect(await subscriber("reader@example.com")).toMatchObject({ status: "pending" });
    });

    it("keeps the edition a reader signed up in, and the last one for a reader who signs up again", async () => {
      await subscribe("lezer@example.com", context(), "nl");
      expect(await subscriber("lezer@example.com")).toMatchObject({ status: "pending", locale: "nl" });
      expect((await mails())[0]!.subject).not.toBe("Confirm your subscription to Brightwell Insights");
      // Lapsed (unconfirmed for over a day), they sign up again on an English page: English from now on.
      await database.db.execute(
        sql`UPDATE newsletter_subscribers SET confirm_sent_at = now() - interval '25 hours'`,
      );
      await subscribe("lezer@example.com", context(), "en");
      expect(await subscriber("lezer@example.com")).toMatchObject({ locale: "en" });
    });

    it("signs up concurrently without duplicates", async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => subscribe("rush@example.com", context())),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await mails()).toHaveLength(1);
    });

    it("counts posts per client and refuses the one over the limit until the window ends", async () => {
      const limit = { max: 3, windowSeconds: 60 };
      const [one, two] = [dailyHash("203.0.113.0/24"), dailyHash("203.0.114.0/24")];
      expect(one).not.toBe(two);
      expect(one).not.toContain("203.0.113");
      expect(dailyHash("203.0.113.0/24")).toBe(one);
      for (let index = 0; index < 3; index += 1)
        expect(await consumePost(database, one, limit)).toEqual({ allowed: true });
      const refused = await consumePost(database, one, limit);
      expect(refused.allowed).toBe(false);
      expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(50);
      expect(await consumePost(database, two, limit)).toEqual({ allowed: true });
      // Both stores time their windows by this process's clock.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
      try {
        expect(await consumePost(database, one, limit)).toEqual({ allowed: true });
      } finally {
        vi.useRealTimers();
      }
    });

    if (target.name === "PGlite") {
      it("keeps the counters in memory: the one server on the data folder sees every post", async () => {
        const limit = { max: 2, windowSeconds: 60 };
        const key = dailyHash("203.0.113.0/24");
        expect(await consumePost(database, key, limit)).toEqual({ allowed: true });
        expect(await consumePost(database, key, limit)).toEqual({ allowed: true });
        expect((await consumePost(database, key, limit)).allowed).toBe(false);
        expect(await rows(database.db, sql`SELECT key FROM rate_limits`)).toEqual([]);
      });
    } else {
      it("shares the counters through the database, and refuses a client over the limit without asking it", async () => {
        const limit = { max: 2, windowSeconds: 60 };
        const key = dailyHash("203.0.113.0/24");
        expect(await consumePost(database, key, limit)).toEqual({ allowed: true });
        // Another server instance on the same database counts the same client.
        const other = await openDatabase({ url: url! });
        try {
          expect(await consumePost(other, key, limit)).toEqual({ allowed: true });
          expect((await consumePost(database, key, limit)).allowed).toBe(false);
          const [counter] = await rows<{ points: number }>(database.db, sql`SELECT points FROM rate_limits`);
          expect(counter!.points).toBe(3);
          // The other instance took the last point: it refuses from memory, even with its database gone.
          await other.close();
          const refused = await consumePost(other, key, limit);
          expect(refused.allowed).toBe(false);
          expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(50);
          await expect(consumePost(other, "a client it has not refused", limit)).rejects.toThrow();
        } finally {
          await other.close().catch(() => {});
        }
      });
    }
  });
}
