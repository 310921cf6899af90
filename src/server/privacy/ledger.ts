import "server-only";
import { chmodSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import path from "node:path";
import { privacyKeyFile } from "../security/keys";

/**
 * The erasure ledger: one line per erasure answered, `{"person":"<keyed hash>","at":"<ISO time>"}`, appended to
 * DATA_DIR/keys/erasures.jsonl beside the privacy key (mode 0600 in the 0700 folder), after the erasure has
 * committed. It is outside the database and never in a backup, so it outlives a restore of an older backup, and
 * `npm run restore` re-applies what it holds (privacy/erasures.ts). It names nobody: matching a line with an
 * address takes the privacy key.
 */
export interface ErasureRecord {
  /** personHash of the address (security/keys.ts). */
  person: string;
  /** When it was erased, to the millisecond, UTC: records made before this are the ones it erased. */
  at: string;
}

export const ledgerFile = (dataDir: string) =>
  path.join(path.dirname(privacyKeyFile(dataDir)), "erasures.jsonl");

const isRecord = (value: unknown): value is ErasureRecord => {
  const { person, at } = (value ?? {}) as Partial<ErasureRecord>;
  return (
    typeof person === "string" &&
    /^[\da-f]{32}$/.test(person) &&
    typeof at === "string" &&
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(at)
  );
};

/**
 * The ledger's records, and how many of its lines are not records (a line cut short by a crash, a hand edit); null
 * when there is no ledger.
 */
export function readLedger(dataDir: string): { records: ErasureRecord[]; unreadable: number } | null {
  let text: string;
  try {
    text = readFileSync(ledgerFile(dataDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const records: ErasureRecord[] = [];
  let unreadable = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      value = null;
    }
    if (isRecord(value)) records.push({ person: value.person, at: value.at });
    else unreadable += 1;
  }
  return { records, unreadable };
}

/** Appends records to the ledger and waits until they are on disk; makes the ledger (and its folder) if needed. */
export function appendToLedger(dataDir: string, records: ErasureRecord[]): void {
  if (records.length === 0) return;
  const file = ledgerFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(file), 0o700);
  const fd = openSync(file, "a", 0o600);
  try {
    const lines = records.map((record) => `${JSON.stringify({ person: record.person, at: record.at })}\n`);
    writeSync(fd, lines.join(""));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
