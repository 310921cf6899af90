import { OfficeHeading } from "@/components/office/office-frame";
import { Link } from "@/components/ui/link";
import { formNames, officeSpan, officeTime, officeWords, overviewCopy as words } from "@/content/office";
import { formatNumber } from "@/content/format";
import { database } from "@/server/db/client";
import { siteHealth } from "@/server/health";
import { waitingFigures, weekFigures } from "@/server/office/desk";
import { officePage } from "@/server/office/guard";
import { lastRetentionRun } from "@/server/privacy/daily";

export const metadata = { title: words.title };

/** One figure with its label, and where to go from it. */
function Figure({ label, value, href }: { label: string; value: number | string; href?: string }) {
  const figure = typeof value === "number" ? formatNumber(value, "en") : value;
  return (
    <li className="rounded-xl border border-line bg-surface p-5">
      <p className="text-sm font-semibold text-ink-600">{label}</p>
      <p className="mt-2 font-display text-4xl font-semibold text-ink-950">
        {href ? (
          <Link href={href} className="underline-offset-4 hover:underline">
            {figure}
          </Link>
        ) : (
          figure
        )}
      </p>
    </li>
  );
}

function Figures({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="mb-4 font-display text-xl font-semibold text-ink-950">{title}</h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

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
