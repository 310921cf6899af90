import "server-only";
import { readdir, unlink } from "node:fs/promises";
import path from "node:path";
import { and, inArray, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/**
 * The mail files of a server without SMTP_URL (mail/transport.ts fileMailer): `<time>-<outbox row id>.eml` in
 * DATA_DIR/mail, a copy of everything the mail said. They go with their rows: an erasure deletes the person's
 * (privacy/requests.ts), and the daily job every file whose row is gone (privacy/daily.ts).
 */
const MAIL_FILE = /([\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})\.eml$/i;

/** The mail files in `mailDir` with their outbox ids (none when there is no folder); hidden ones are half-written. */
async function mailFiles(mailDir: string): Promise<{ name: string; id: string }[]> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names.flatMap((name) => {
    const id = name.startsWith(".") ? undefined : MAIL_FILE.exec(name)?.[1];
    return id ? [{ name, id: id.toLowerCase() }] : [];
  });
}

async function remove(mailDir: string, names: string[]): Promise<number> {
  let removed = 0;
  for (const name of names) {
    try {
      await unlink(path.join(mailDir, name));
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}

/** Deletes the mail files of these outbox rows; returns how many files went. */
export async function deleteMailFiles(mailDir: string, ids: Iterable<string>): Promise<number> {
  const wanted = new Set([...ids].map((id) => id.toLowerCase()));
  if (wanted.size === 0) return 0;
  const files = await mailFiles(mailDir);
  return remove(
    mailDir,
    files.filter((file) => wanted.has(file.id)).map((file) => file.name),
  );
}

/** How many ids one query asks about. */
const CHUNK = 1_000;

/**
 * Deletes every mail file whose outbox row is gone (deleted by the daily job, by cascade with its message or
 * subscriber, by an erasure, or by an earlier version that left its file behind), or whose row an erasure kept
 * for its campaign's figures without its reader (no recipient). A file whose row is there stays: the file is
 * written before its row is marked sent. Returns how many files went.
 */
export async function sweepMailFiles(db: Db, mailDir: string): Promise<number> {
  const files = await mailFiles(mailDir);
  const ids = [...new Set(files.map((file) => file.id))];
  const kept = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.id, ids.slice(start, start + CHUNK)), ne(mailOutbox.recipient, "")));
    for (const row of rows) kept.add(row.id.toLowerCase());
  }
  return remove(
    mailDir,
    files.filter((file) => !kept.has(file.id)).map((file) => file.name),
  );
}
