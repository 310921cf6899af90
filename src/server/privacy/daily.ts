import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Retention } from "@/content/policy";
import type { Db } from "../db/client";
import { dailyJobs } from "../db/schema";
import { describeError, log } from "../log";
import { syncErasures } from "./erasures";
import { sweepMailFiles } from "./mail-files";
import { privacyFiles, type PrivacyFiles } from "./requests";
import { applyRetention, type RetentionCounts } from "./retention";

const JOB = "retention";

/** What one day's run deleted: the records, and the mail files whose rows were gone. */
export type DailyCounts = RetentionCounts & { mailFiles: number };

/** A server that claims the day's run has this long to finish it; if it dies, another server (or it, restarted) may. */
const LEASE_MS = 3_600_000;

/** The UTC day of a moment, such as "2026-11-26": the job runs once in each. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Runs the retention job if nobody has run it today: the one server whose update claims the job's row does (the
 * row is locked while it is updated, so of two servers that try at once, the second finds it claimed), deletes,
 * and records the day and the counts. Returns the counts, or null when the job was not due or another server
 * holds it. The record is in the database, so a restart does not run it twice in a day, and a run cut off by a
 * crash is taken up again once its lease has run out. Once the deletion has committed, the mail files in
 * `mailDir` (when mail goes to files) whose rows are gone go too (privacy/mail-files.ts), counted as `mailFiles`.
 */
export async function retentionIfDue(
  db: Db,
  retention: Retention,
  now = new Date(),
  mailDir: string | null = null,
): Promise<DailyCounts | null> {
  const today = utcDay(now);
  await db.insert(dailyJobs).values({ name: JOB }).onConflictDoNothing();
  const [claimed] = await db
    .update(dailyJobs)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), startedAt: now })
    .where(
      and(
        eq(dailyJobs.name, JOB),
        or(isNull(dailyJobs.doneOn), lt(dailyJobs.doneOn, today)),
        or(isNull(dailyJobs.leaseUntil), lt(dailyJobs.leaseUntil, now)),
      ),
    )
    .returning({ name: dailyJobs.name });
  if (!claimed) return null;
  try {
    const deleted = await applyRetention(db, retention, now);
    const counts: DailyCounts = { ...deleted, mailFiles: mailDir ? await sweepMailFiles(db, mailDir) : 0 };
    await db
      .update(dailyJobs)
      .set({ doneOn: today, leaseUntil: null, finishedAt: new Date(), outcome: counts })
      .where(eq(dailyJobs.name, JOB));
    log.info({ job: JOB, deleted: counts }, "retention job done");
    return counts;
  } catch (error) {
    await db
      .update(dailyJobs)
      .set({ leaseUntil: null })
      .where(eq(dailyJobs.name, JOB))
      .catch(() => {});
    throw error;
  }
}

/** The last completed run, for the office's overview: when, and what it deleted. */
export async function lastRetentionRun(db: Db) {
  const [row] = await db
    .select({ finishedAt: dailyJobs.finishedAt, outcome: dailyJobs.outcome })
    .from(dailyJobs)
    .where(eq(dailyJobs.name, JOB));
  return row?.finishedAt ? { finishedAt: row.finishedAt, outcome: row.outcome } : null;
}

/** How often a server asks whether the day's run is due. */
export const DAILY_CHECK_MS = 3_600_000;

/**
 * A server's hourly check: first it makes the record of erasures in the database and its own ledger agree (every
 * server, every hour: an erasure answered by another server reaches this one's ledger, and one the database has
 * lost to a restore is applied again, privacy/erasures.ts); then the day's retention job, if it is due. A failure
 * is logged and tried again at the next check.
 */
export function dailyCheck(db: Db, retention: Retention, files: PrivacyFiles = privacyFiles()): void {
  void syncErasures(db, files)
    .then(
      ({ erasures, counts }) => {
        if (erasures > 0) log.warn({ erasures, deleted: counts }, "recorded erasures applied again");
      },
      (error: unknown) => log.error({ reason: describeError(error) }, "erasure ledger not checked"),
    )
    .then(() => retentionIfDue(db, retention, new Date(), files.mailDir))
    .catch((error: unknown) => log.error({ job: JOB, reason: describeError(error) }, "retention job failed"));
}
