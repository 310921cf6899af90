import { forms } from "@/lib/forms";
import { createHash, createHmac, hash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { submitMessage } from "@/server/forms/submit";
import { clientNetwork } from "@/server/security/address";
import { dailyHash } from "@/server/security/keys";
import { embedded, rows, suiteDatabase } from "../support/databases";

/**
 * What an attacker with the whole database but not the privacy key can do with a stored client hash: try every
 * network the site could have recorded (written as the server writes them), under every construction it could
 * guess: hashed plainly, salted with a value the database holds (the old scheme), keyed with such a value, and the
 * site's own day key derived from such a value. The networks tried are the 65,536 /24s of the real one's /8; the
 * real network is among them, so a scheme the database alone could reverse is found here as surely as by trying
 * all 2^24 (which took 13 s alone and over 120 s on a busy machine).
 */
function reverseByTryingEveryNetwork(
  stored: Set<string>,
  secrets: string[],
  slash8: number,
  day: string,
): Map<string, string> {
  const found = new Map<string, string>();
  const constructions: ((network: string) => string)[] = [
    (network) => hash("sha256", network, "hex"),
    ...secrets.flatMap((secret) => {
      const dayKey = createHmac("sha256", secret).update(`day:${day}`).digest();
      return [
        (network: string) => hash("sha256", `${secret}:${network}`, "hex"),
        (network: string) => createHmac("sha256", secret).update(network).digest("hex"),
        (network: string) => createHmac("sha256", dayKey).update(network).digest("hex"),
      ];
    }),
  ];
  for (let b = 0; b < 256; b++)
    for (let c = 0; c < 256; c++) {
      const network = `${slash8}.${b}.${c}.0/24`;
      for (const construction of constructions) {
        const guess = construction(network).slice(0, 32);
        if (stored.has(guess)) found.set(guess, network);
      }
    }
  return found;
}

describe("client networks under the day's keyed hash", () => {
  let database: Database;
  suiteDatabase(embedded, (opened) => (database = opened.database));

  it("cannot be turned back into the network with the database alone, by trying 65,536 networks under every construction", async () => {
    const network = clientNetwork("203.0.113.77");
    // What the form handler stores with a post (forms/handler.ts).
    const stored = await submitMessage(
      forms["get-in-touch"],
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
    const saltedHash = createHash("sha256").update(`${salt}:203.0.200.0/24`).digest("hex").slice(0, 32);
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
    const today = new Date().toISOString().slice(0, 10);
    expect(hashes.map((row) => row.client_hash).sort()).toEqual([keyed, saltedHash].sort());

    const found = reverseByTryingEveryNetwork(
      new Set(hashes.map((row) => row.client_hash)),
      secrets.map((row) => row.value),
      203,
      today,
    );
    expect(found.get(saltedHash)).toBe("203.0.200.0/24");
    expect(found.has(keyed)).toBe(false);
    expect(found.size).toBe(1);
    // The control: given the key too (here the test's PRIVACY_KEY), the same attack does find the real network.
    const withKey = reverseByTryingEveryNetwork(new Set([keyed]), [process.env.PRIVACY_KEY!], 203, today);
    expect(withKey.get(keyed)).toBe(network);
  });

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
