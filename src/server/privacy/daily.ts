import "server-only";
import { utcDay } from "@/lib/time-zones";
import { eq } from "drizzle-orm";
import type { Retention } from "@/content/policy";
import type { Db } from "../db/client";
import { dailyJobs } from "../db/schema";
import { onceADay } from "../daily-jobs";
import { describeError, log } from "../log";
import { digestIfDue } from "../office/digest";
import { syncErasures } from "./erasures";
import { sweepMailFiles } from "./mail-files";
import { privacyFiles, type PrivacyFiles } from "./requests";
import { applyRetention, type RetentionCounts } from "./retention";

const JOB = "retention";

/** What one day's run deleted: the records, and the mail files whose rows were gone. */
export type DailyCounts = RetentionCounts & { mailFiles: number };

/** The UTC day of a moment, such as "2026-11-26": the job runs once in each. */

/**
 * Runs the retention job if nobody has run it today (UTC), on one server (`onceADay`). The record is in the
 * database, so a restart does not run it twice in a day. Once the deletion has committed, the mail files in
 * `mailDir` (when mail goes to files) whose rows are gone go too (privacy/mail-files.ts), counted as `mailFiles`.
 */
export async function retentionIfDue(
  db: Db,
  retention: Retention,
  now = new Date(),
  mailDir: string | null = null,
): Promise<DailyCounts | null> {
  return onceADay(db, JOB, utcDay(now), now, async () => {
    const deleted = await applyRetention(db, retention, now);
    const counts: DailyCounts = { ...deleted, mailFiles: mailDir ? await sweepMailFiles(db, mailDir) : 0 };
    log.info({ job: JOB, deleted: counts }, "retention job done");
    return counts;
  });
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
 * lost to a restore is applied again, privacy/erasures.ts); then the day's retention job, if it is due; then the
 * staff's morning digest, if it is due (office/digest.ts). A failure is logged and tried again at the next check.
 */
export function dailyCheck(
  db: Db,
  retention: Retention,
  files: PrivacyFiles = privacyFiles(),
  siteUrl?: string,
): void {
  void syncErasures(db, files)
    .then(
      ({ erasures, counts }) => {
        if (erasures > 0) log.warn({ erasures, deleted: counts }, "recorded erasures applied again");
      },
      (error: unknown) => log.error({ reason: describeError(error) }, "erasure ledger not checked"),
    )
    .then(() => retentionIfDue(db, retention, new Date(), files.mailDir))
    .catch((error: unknown) => log.error({ job: JOB, reason: describeError(error) }, "retention job failed"))
    .then(() => (siteUrl ? digestIfDue(db, siteUrl) : null))
    .catch((error: unknown) =>
      log.error({ job: "digest", reason: describeError(error) }, "digest job failed"),
    );
}
