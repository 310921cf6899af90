import { DataTable } from "@/components/office/data-table";
import { Figure, Figures } from "@/components/office/figures";
import { Labelled } from "@/components/office/inbox-filters";
import { OfficeHeading } from "@/components/office/office-frame";
import { StatsChart } from "@/components/office/stats-chart";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { formatNumber } from "@/content/format";
import { inboxCopy, type OfficeQuery, originName, statsCopy as words } from "@/content/office";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { lastDays, parsePeriod, statsFor } from "@/server/stats/figures";

export const metadata = { title: words.title };

const count = (value: number) => formatNumber(value, "en");

/** A top list as a table: a row per name, its figures after it. */
function TopList({
  list,
  rows,
  narrow,
}: {
  list: { title: string; columns: string[] };
  rows: { key: string; cells: (string | number)[] }[];
  narrow?: boolean;
}) {
  return (
    <DataTable
      titled
      narrow={narrow}
      caption={list.title}
      columns={list.columns}
      empty={words.none}
      rows={rows.map((row) => ({
        key: row.key,
        cells: row.cells.map((cell) => (typeof cell === "number" ? count(cell) : cell)),
      }))}
    />
  );
}

/**
 * What the site's own count of page reads says (stats/figures.ts), for a period: visitors and reads per day as a
 * chart with the table beside it, the pages read most, where visitors came in and how many of them wrote, the
 * sites and campaigns that sent them, editions and devices, and the leads of each source per month. For all staff;
 * a plain GET form, so it works without JavaScript and a period's address can be kept.
 */
export default async function StatisticsPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const query = await searchParams;
  const { period, problem } = parsePeriod(query);
  const stats = await statsFor((await database()).db, period);
  const months = [...new Set(stats.bySource.map((row) => row.month))].sort();
  const sources = [...new Set(stats.bySource.map((row) => row.origin ?? ""))];
  const leadsOf = (origin: string, month: string) =>
    stats.bySource.find((row) => (row.origin ?? "") === origin && row.month === month)?.leads ?? 0;
  return (
    <>
      <OfficeHeading
        title={words.title}
        lead={words.lead}
        notice={problem ? { kind: "error", text: words.badPeriod } : undefined}
      />
      <form
        method="get"
        action="/office/statistics"
        aria-label={words.period}
        className="mb-8 flex flex-wrap items-end gap-4 rounded-xl border border-line bg-surface p-4 sm:p-5"
      >
        <Labelled id="stats-from" label={words.from}>
          <Input id="stats-from" name="from" type="date" height="h-11" defaultValue={period.from} />
        </Labelled>
        <Labelled id="stats-to" label={words.to}>
          <Input id="stats-to" name="to" type="date" height="h-11" defaultValue={period.to} />
        </Labelled>
        <Button type="submit">{words.show}</Button>
        <span className="flex flex-wrap gap-2">
          {words.quick.map(({ days, label }) => {
            const quick = lastDays(days);
            return (
              <Link
                key={days}
                href={`/office/statistics?from=${quick.from}&to=${quick.to}`}
                className={buttonVariants({ variant: "secondary", size: "sm" })}
              >
                {label}
              </Link>
            );
          })}
        </span>
      </form>
      <Figures title={words.shown(period.from, period.to)}>
        <Figure label={words.figures.visitors} value={stats.visitors} />
        <Figure label={words.figures.reads} value={stats.reads} />
        <Figure label={words.figures.leads} value={stats.leads} />
        <Figure label={words.figures.share} value={words.share(stats.leads, stats.visitors)} />
      </Figures>
      <div className="mb-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <StatsChart
          days={stats.perDay}
          caption={words.chart}
          summary={words.chartSummary(stats.visitors, stats.reads, stats.perDay.length)}
          series={{ visitors: words.figures.visitors, reads: words.figures.reads }}
        />
        <div
          role="region"
          aria-label={words.perDayRegion}
          tabIndex={0}
          className="max-h-80 overflow-y-auto rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <TopList
            narrow
            list={{ title: words.perDay, columns: words.perDayColumns }}
            rows={[...stats.perDay].reverse().map((day) => ({
              key: day.day,
              cells: [day.day, day.visitors, day.reads],
            }))}
          />
        </div>
      </div>
      <div className="mb-10 grid gap-10">
        <TopList
          list={words.entryPages}
          rows={stats.entryPages.map((page) => ({
            key: page.path,
            cells: [page.path, page.entries, page.leads, words.share(page.leads, page.entries)],
          }))}
        />
        <TopList
          list={words.topPages}
          rows={stats.topPages.map((page) => ({
            key: page.path,
            cells: [page.path, page.reads, page.visitors],
          }))}
        />
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        <TopList
          list={words.referrers}
          rows={stats.referrers.map((row) => ({ key: row.name, cells: [row.name, row.visitors] }))}
        />
        <TopList
          list={words.campaigns}
          rows={stats.campaigns.map((row) => ({ key: row.name, cells: [row.name, row.visitors] }))}
        />
        <TopList
          list={words.editions}
          rows={stats.editions.map((row) => ({
            key: row.name,
            cells: [inboxCopy.languageNames[row.name] ?? row.name, row.visitors],
          }))}
        />
        <TopList
          list={words.devices}
          rows={stats.devices.map((row) => ({
            key: row.name,
            cells: [words.deviceNames[row.name] ?? row.name, row.visitors],
          }))}
        />
      </div>
      <div className="mt-10">
        <TopList
          list={{ title: words.bySource.title, columns: [words.bySource.first, ...months] }}
          rows={sources.map((origin) => ({
            key: origin || "unknown",
            cells: [
              origin ? originName(origin) : words.unknownSource,
              ...months.map((month) => leadsOf(origin, month)),
            ],
          }))}
        />
      </div>
    </>
  );
}
