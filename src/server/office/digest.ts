import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { officePolicy } from "@/content/policy";
import { headquarters } from "@/content/site";
import { wallClock } from "@/lib/time-zones";
import type { Db } from "../db/client";
import { mailOutbox, staff, submissions } from "../db/schema";
import { digestMail } from "../mail/templates/digest";
import { onceADay } from "../daily-jobs";
import { dayStart, dueDay, overdue } from "./inbox-filter";

/** The most leads one digest lists; the rest are counted, and the office's "Mine" view holds them all. */
const LISTED = 20;

/**
 * The morning digest, once a day from `officePolicy.digestHour` on the office's clock (the hourly check sends it
 * within that hour), on one server: to each member of staff
 * who asked for it (their account page), the leads they own that are overdue or to be followed up today, each
 * with its link in the office. Nobody with nothing waiting gets a mail. Returns how many mails were queued, or
 * null when it was not due.
 */
export async function digestIfDue(
  db: Db,
  siteUrl: string,
  now = new Date(),
): Promise<{ mails: number } | null> {
  const clock = wallClock(headquarters.timeZone, now);
  const day = clock.slice(0, 10);
  if (Number(clock.slice(11, 13)) < officePolicy.digestHour) return null;
  return onceADay(db, "digest", day, now, async () => {
    const today = dayStart(sql`${day}::date`);
    const readers = await db
      .select({ id: staff.id, email: staff.email, name: staff.name })
      .from(staff)
      .where(eq(staff.digest, true));
    let mails = 0;
    for (const reader of readers) {
      const leads = await db
        .select({
          id: submissions.id,
          fields: submissions.fields,
          receivedAt: submissions.createdAt,
          due: dueDay,
          overdue,
        })
        .from(submissions)
        .where(
          and(
            eq(submissions.ownerId, reader.id),
            eq(submissions.spam, false),
            ne(submissions.status, "closed"),
            or(overdue, sql`${submissions.dueAt} < ${today} + interval '1 day'`),
          ),
        )
        .orderBy(asc(submissions.createdAt))
        .limit(LISTED + 1);
      if (leads.length === 0) continue;
      const mail = digestMail({ leads: leads.slice(0, LISTED), more: leads.length > LISTED, siteUrl, now });
      await db.insert(mailOutbox).values({
        kind: "digest",
        recipient: reader.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
      mails += 1;
    }
    return { mails };
  });
}
