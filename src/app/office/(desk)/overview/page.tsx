import { OfficeHeading } from "@/components/office/office-frame";
import { Link } from "@/components/ui/link";
import { formNames, officeTime } from "@/content/office";
import { formatNumber } from "@/lib/format";
import { database } from "@/server/db/client";
import { siteHealth } from "@/server/health";
import { waitingFigures, weekFigures } from "@/server/office/desk";
import { officePage } from "@/server/office/guard";
import { lastRetentionRun } from "@/server/privacy/daily";

export const metadata = { title: "Overview" };

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
      <OfficeHeading
        title="Overview"
        lead="This week so far (since Monday, Amsterdam time), and what is waiting."
      />
      <Figures title="Messages this week">
        {week.forms.map(({ form, messages }) => (
          <Figure key={form} label={formNames[form] ?? form} value={messages} href={`/office?form=${form}`} />
        ))}
        <Figure label="Spam" value={week.spam} href="/office?status=spam" />
      </Figures>
      <Figures title="Waiting for the firm">
        <Figure label="New messages" value={waiting.fresh} href="/office?status=new" />
        <Figure label="Owned by nobody" value={waiting.unowned} href="/office?owner=none" />
      </Figures>
      <Figures title="The site's health">
        <Figure label="Database" value={health.ok ? "Working" : "Not answering"} />
        <Figure
          label="Mail waiting to be sent"
          value={health.ok ? health.body.outbox.pending : "Unknown"}
          href="/office/outbox"
        />
        <Figure
          label="Mail given up on"
          value={health.ok ? health.body.outbox.dead : "Unknown"}
          href="/office/outbox"
        />
        <Figure
          label={
            retention
              ? `Old records deleted by the daily clean-up of ${officeTime(retention.finishedAt)}`
              : "Old records deleted by the daily clean-up"
          }
          value={
            retention
              ? Object.values(retention.outcome).reduce((sum, count) => sum + count, 0)
              : "Not run yet"
          }
        />
      </Figures>
    </>
  );
}
