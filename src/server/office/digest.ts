import "server-only";
import { and, asc, eq, ne, or, sql } from "drizzle-orm";
import { officePolicy } from "@/content/policy";
import { headquarters } from "@/content/site";
import type { Db } from "../db/client";
import { mailOutbox, staff, submissions } from "../db/schema";
import { digestMail } from "../mail/templates/digest";
import { onceADay } from "../daily-jobs";
import { dayStart, dueDay, overdue } from "./inbox-filter";

/** The most leads one digest lists; the rest are counted, and the office's "Mine" view holds them all. */
const LISTED = 20;

/** Today's date and hour on the office's clock. */
function officeClock(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: headquarters.timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

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
  const clock = officeClock(now);
  if (clock.hour < officePolicy.digestHour) return null;
  return onceADay(db, "digest", clock.day, now, async () => {
    const today = dayStart(sql`${clock.day}::date`);
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
