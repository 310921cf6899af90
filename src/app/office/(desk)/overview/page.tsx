import { Figure, Figures } from "@/components/office/figures";
import { OfficeHeading } from "@/components/office/office-frame";
import { formNames, officeSpan, officeTime, officeWords, overviewCopy as words } from "@/content/office";
import { database } from "@/server/db/client";
import { siteHealth } from "@/server/health";
import { waitingFigures, weekFigures } from "@/server/office/desk";
import { officePage } from "@/server/office/guard";
import { lastRetentionRun } from "@/server/privacy/daily";

export const metadata = { title: words.title };

/** This week's leads per form, what is waiting for the firm, and the site's health. */
export default async function OverviewPage() {
  await officePage();
  const { db } = await database();
  const [week, waiting, health, retention] = await Promise.all([
    weekFigures(db),
    waitingFigures(db),
    siteHealth(),
    lastRetentionRun(db),
  ]);
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} />
      <Figures title={words.week}>
        {week.forms.map(({ form, messages }) => (
          <Figure key={form} label={formNames[form] ?? form} value={messages} href={`/office?form=${form}`} />
        ))}
        <Figure label={officeWords.spam} value={week.spam} href="/office?status=spam" />
      </Figures>
      <Figures title={words.waiting}>
        <Figure label={words.fresh} value={waiting.fresh} href="/office?view=new" />
        <Figure label={words.unowned} value={waiting.unowned} href="/office?owner=none" />
        <Figure label={words.overdue} value={waiting.overdue} href="/office?view=overdue" />
        <Figure
          label={words.medianReply}
          value={
            waiting.medianReplyMinutes === null ? words.noReplies : officeSpan(waiting.medianReplyMinutes)
          }
        />
      </Figures>
      <Figures title={words.health}>
        <Figure label={words.database} value={health.ok ? words.working : words.notAnswering} />
        <Figure
          label={words.pending}
          value={health.ok ? health.body.outbox.pending : words.unknown}
          href="/office/outbox"
        />
        <Figure
          label={words.dead}
          value={health.ok ? health.body.outbox.dead : words.unknown}
          href="/office/outbox"
        />
        <Figure
          label={words.retention(retention ? officeTime(retention.finishedAt) : undefined)}
          value={
            retention ? Object.values(retention.outcome).reduce((sum, count) => sum + count, 0) : words.notRun
          }
        />
      </Figures>
    </>
  );
}
