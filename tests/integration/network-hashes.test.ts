import { createHash, hash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { submitMessage } from "@/server/forms/submit";
import { clientNetwork } from "@/server/security/address";
import { dailyHash } from "@/server/security/keys";
import { rows } from "../support/databases";

/**
 * What an attacker with the whole database but not the privacy key can do with a stored client hash: try every
 * IPv4 network the site could have recorded (2^24 of them, written as the server writes them), hashed plainly and
 * with every value the database holds as a salt, and look each result up among the stored hashes.
 */
function reverseByTryingEveryNetwork(stored: Set<string>, secrets: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const prefixes = ["", ...secrets.map((secret) => `${secret}:`)];
  for (let a = 0; a < 256; a++)
    for (let b = 0; b < 256; b++)
      for (let c = 0; c < 256; c++) {
        const network = `${a}.${b}.${c}.0/24`;
        for (const prefix of prefixes) {
          const guess = hash("sha256", prefix + network, "hex").slice(0, 32);
          if (stored.has(guess)) found.set(guess, network);
        }
      }
  return found;
}

describe("client networks under the day's keyed hash", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
  });
  afterAll(() => database.close());

  it("cannot be turned back into the network with the database alone, by trying every IPv4 network", async () => {
    const network = clientNetwork("203.0.113.77");
    // What the form handler stores with a post (forms/handler.ts).
    const stored = await submitMessage(
      "get-in-touch",
      {
        firstName: "Ada",
        lastName: "Keyed",
        email: "ada@example.com",
        company: "Keyed Ltd",
        message: "Hello there, we would like to talk.",
      },
      {
        database,
        siteUrl: "https://www.firm.example",
        mailTo: "hello@firm.example",
        clientHash: dailyHash(network),
        userAgent: null,
      },
    );
    expect(stored.ok).toBe(true);
    // A row made the old way, its salt kept in the database: the attack must find this one, or it proves nothing.
    const salt = randomBytes(32).toString("hex");
    const saltedHash = createHash("sha256").update(`${salt}:198.51.100.0/24`).digest("hex").slice(0, 32);
    await database.db.execute(sql`INSERT INTO settings (key, value) VALUES ('address_salt', ${salt})`);
    await database.db.execute(
      sql`INSERT INTO submissions (form, fields, client_hash, dedupe_key) VALUES ('contact', '{}', ${saltedHash}, 'old')`,
    );

    const hashes = await rows<{ client_hash: string }>(
      database.db,
      sql`SELECT client_hash FROM submissions WHERE client_hash IS NOT NULL`,
    );
    const secrets = await rows<{ value: string }>(database.db, sql`SELECT value FROM settings`);
    const keyed = dailyHash(network);
    expect(hashes.map((row) => row.client_hash).sort()).toEqual([keyed, saltedHash].sort());

    const found = reverseByTryingEveryNetwork(
      new Set(hashes.map((row) => row.client_hash)),
      secrets.map((row) => row.value),
    );
    expect(found.get(saltedHash)).toBe("198.51.100.0/24");
    expect(found.has(keyed)).toBe(false);
    expect(found.size).toBe(1);
  }, 120_000);

  it("changes every day, so that one day's records cannot be matched with the next day's", () => {
    const network = clientNetwork("203.0.113.77");
    const today = new Date("2026-11-26T23:59:59Z");
    const tomorrow = new Date("2026-11-27T00:00:00Z");
    expect(dailyHash(network, today)).toBe(dailyHash(network, new Date("2026-11-26T00:00:00Z")));
    expect(dailyHash(network, tomorrow)).not.toBe(dailyHash(network, today));
    expect(dailyHash(clientNetwork("203.0.113.1"), today)).toBe(dailyHash(network, today));
    expect(dailyHash(clientNetwork("203.0.114.77"), today)).not.toBe(dailyHash(network, today));
  });
});
