import "server-only";
import { utcDay } from "@/lib/time-zones";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../config";
import { shared } from "../shared-state";

declare module "../shared-state" {
  interface SharedState {
    /** The privacy key, read or made once. */
    privacyKey?: Buffer;
    /** The day's key for daily hashes, and its day. */
    dayKey?: { day: string; key: Buffer };
  }
}

/**
 * The installation's privacy key, kept out of the database (decision record 040): PRIVACY_KEY when it is set
 * (several servers on one PostgreSQL database must share it), else a random key in DATA_DIR/keys/privacy.key,
 * made on first use with mode 0600 in a folder of mode 0700. Whoever can read the database but not the key cannot
 * turn the hashes below back into what they were made from. Backups leave the key out.
 */
export function privacyKey(): Buffer {
  return (shared.privacyKey ??= loadKey());
}

export const privacyKeyFile = (dataDir: string) => path.resolve(dataDir, "keys", "privacy.key");

function loadKey(): Buffer {
  const { privacyKey: given, dataDir } = config();
  if (given) return Buffer.from(given, "utf8");
  const file = privacyKeyFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  try {
    // "wx": only the first process to get here writes it; every other one reads that one.
    writeFileSync(file, `${randomBytes(32).toString("hex")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const text = readFileSync(file, "utf8").trim();
  if (!/^[\da-f]{64}$/.test(text))
    throw new Error(
      `${file} does not hold a privacy key: remove it, and a new one is made at the next start.`,
    );
  return Buffer.from(text, "hex");
}

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();

/** The UTC day of `at`, such as "2026-11-26": the day keys change at midnight UTC. */

/**
 * A keyed hash that changes every day: the same value gives the same hash all day and another one the next, so
 * the rate limits count a client all day long, and yesterday's records cannot be linked to today's. The day's key
 * is derived from the privacy key and the date, and never stored.
 */
export function dailyHash(value: string, at: Date = new Date()): string {
  const day = utcDay(at);
  const cached = shared.dayKey;
  const key = cached?.day === day ? cached.key : hmac(privacyKey(), `day:${day}`);
  shared.dayKey = { day, key };
  return hmac(key, value).toString("hex").slice(0, 32);
}

/**
 * A keyed hash of a person's email address that does not change: what the audit log keeps of a privacy request,
 * so that the firm can show, given the address, that it answered; the log itself never holds the address.
 */
export function personHash(email: string): string {
  return keyedWords("person", email);
}

/**
 * What the audit log keeps of words searched for in the office (a search is often an address or a name, which the
 * log must not hold): their keyed hash, normalised as an address is. Given the address, the firm can still answer
 * "was this person's data exported, when, by whom", and an erasure finds and scrubs those lines. A domain of its
 * own, so that nobody who reads the database without the key can match these codes with the `person:` codes.
 */
export function searchHash(words: string): string {
  return keyedWords("search", words);
}

/** The keyed hash of some words in a domain of their own, trimmed and in lower case. */
function keyedWords(domain: "person" | "search", words: string): string {
  return hmac(hmac(privacyKey(), domain), words.trim().toLowerCase()).toString("hex").slice(0, 32);
}

const READER_TOKEN = /^([\da-f]{32})\.([\w-]{22})$/;
const readerMac = (bare: string) =>
  hmac(hmac(privacyKey(), "reader"), bare).toString("base64url").slice(0, 22);

/**
 * A reader's own link token in campaign mail (unsubscribe): their subscriber id and a keyed hash of it, so that a
 * campaign to 50,000 readers stores no token per reader, and nobody can make one for another reader's id.
 */
export function readerToken(subscriberId: string): string {
  const bare = subscriberId.replaceAll("-", "");
  return `${bare}.${readerMac(bare)}`;
}

/** The subscriber id a reader token names, or null when it is not one of ours. */
export function readerOf(token: string): string | null {
  const [, bare, mac] = READER_TOKEN.exec(token) ?? [];
  if (!bare || !mac) return null;
  const expected = Buffer.from(readerMac(bare));
  const given = Buffer.from(mac);
  if (!timingSafeEqual(expected, given)) return null;
  return `${bare.slice(0, 8)}-${bare.slice(8, 12)}-${bare.slice(12, 16)}-${bare.slice(16, 20)}-${bare.slice(20)}`;
}
