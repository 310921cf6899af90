import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Retention } from "@/content/policy";
import type { Db } from "../db/client";
import { dailyJobs } from "../db/schema";
import { describeError, log } from "../log";
import { applyRetention, type RetentionCounts } from "./retention";

const JOB = "retention";

/** A server that claims the day's run has this long to finish it; if it dies, another server (or it, restarted) may. */
const LEASE_MS = 3_600_000;

/** The UTC day of a moment, such as "2026-11-26": the job runs once in each. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Runs the retention job if nobody has run it today: the one server whose update claims the job's row does (the
 * row is locked while it is updated, so of two servers that try at once, the second finds it claimed), deletes,
 * and records the day and the counts. Returns the counts, or null when the job was not due or another server
 * holds it. The record is in the database, so a restart does not run it twice in a day, and a run cut off by a
 * crash is taken up again once its lease has run out.
 */
export async function retentionIfDue(
  db: Db,
  retention: Retention,
  now = new Date(),
): Promise<RetentionCounts | null> {
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
    const counts = await applyRetention(db, retention, now);
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

/** retentionIfDue for a server's timer: a failure is logged and tried again at the next check. */
export function dailyCheck(db: Db, retention: Retention): void {
  retentionIfDue(db, retention).catch((error: unknown) =>
    log.error({ job: JOB, reason: describeError(error) }, "retention job failed"),
  );
}
