import "server-only";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "./db/client";
import { dailyJobs } from "./db/schema";

/** A server that claims the day's run has this long to finish it; if it dies, another server (or it, restarted) may. */
const LEASE_MS = 3_600_000;

/**
 * Runs `work` as the day's run of the job `name` if nobody has run it for `day` yet: the one server whose update
 * claims the job's row does (the row is locked while it is updated, so of two servers that try at once, the
 * second finds it claimed), and records the day and the counts `work` returns. Null when the job was not due or
 * another server holds it. A run cut off by a crash is taken up again once its lease has run out.
 */
export async function onceADay<Counts extends Record<string, number>>(
  db: Db,
  name: string,
  day: string,
  now: Date,
  work: () => Promise<Counts>,
): Promise<Counts | null> {
  await db.insert(dailyJobs).values({ name }).onConflictDoNothing();
  const [claimed] = await db
    .update(dailyJobs)
    .set({ leaseUntil: new Date(now.getTime() + LEASE_MS), startedAt: now })
    .where(
      and(
        eq(dailyJobs.name, name),
        or(isNull(dailyJobs.doneOn), lt(dailyJobs.doneOn, day)),
        or(isNull(dailyJobs.leaseUntil), lt(dailyJobs.leaseUntil, now)),
      ),
    )
    .returning({ name: dailyJobs.name });
  if (!claimed) return null;
  try {
    const counts = await work();
    await db
      .update(dailyJobs)
      .set({ doneOn: day, leaseUntil: null, finishedAt: new Date(), outcome: counts })
      .where(eq(dailyJobs.name, name));
    return counts;
  } catch (error) {
    await db
      .update(dailyJobs)
      .set({ leaseUntil: null })
      .where(eq(dailyJobs.name, name))
      .catch(() => {});
    throw error;
  }
}
