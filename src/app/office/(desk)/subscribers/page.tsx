import { ViewTabs } from "@/components/office/view-tabs";
import { Labelled } from "@/components/office/inbox-filters";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import {
  type OfficeQuery,
  officeTime,
  officeWords,
  subscribersCopy as words,
  subscriberStatusNames,
} from "@/content/office";
import { database } from "@/server/db/client";
import { subscribers, SUBSCRIBER_STATUSES } from "@/server/office/desk";
import { officePage } from "@/server/office/guard";

export const metadata = { title: words.title };

const SHOWN = 500;

/**
 * The newsletter's readers: who confirmed, who has not yet, who left, whose address bounces; found by address; and
 * the list as CSV.
 */
export default async function SubscribersPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const query = await searchParams;
  const status = SUBSCRIBER_STATUSES.find((which) => which === query.status);
  const search = typeof query.q === "string" ? query.q.trim().slice(0, 200) : "";
  const { rows, counts } = await subscribers((await database()).db, { status, limit: SHOWN, search });
  /** This page's address for a status and a search (the current search unless another is given). */
  const view = (which?: string, q = search) => {
    const params = new URLSearchParams({ ...(which ? { status: which } : {}), ...(q ? { q } : {}) });
    return `/office/subscribers${params.size ? `?${params}` : ""}`;
  };
  const total = SUBSCRIBER_STATUSES.reduce((sum, which) => sum + (counts[which] ?? 0), 0);
  const tabs = [
    { href: view(), label: words.everyone, count: total, current: !status },
    ...SUBSCRIBER_STATUSES.map((which) => ({
      href: view(which),
      label: subscriberStatusNames[which] ?? which,
      count: counts[which] ?? 0,
      current: status === which,
    })),
  ];
  const shown = status ? (counts[status] ?? 0) : total;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} />
      <form
        method="get"
        action="/office/subscribers"
        role="search"
        aria-label={words.searchName}
        className="mb-6 flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4 sm:p-5"
      >
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <div className="min-w-0 flex-1 basis-64">
          <Labelled id="subscriber-q" label={words.search}>
            <Input id="subscriber-q" name="q" type="search" height="h-11" defaultValue={search} />
          </Labelled>
        </div>
        <Button type="submit">{words.find}</Button>
      </form>
      <ViewTabs label={words.tabs} tabs={tabs} />
      {search ? (
        <p className="mb-4 text-sm text-ink-600">
          {words.searching(search)}{" "}
          <Link href={view(status, "")} className="font-semibold text-ink-950 underline underline-offset-4">
            {words.clear}
          </Link>
        </p>
      ) : null}
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={search ? words.noMatch : words.empty}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            row.email,
            subscriberStatusNames[row.status] ?? row.status,
            officeTime(row.createdAt),
            officeTime(row.confirmedAt),
            officeTime(row.unsubscribedAt),
          ],
        }))}
      />
      <p className="mt-4 text-sm text-ink-600">
        {shown > SHOWN ? words.some(SHOWN, shown) : ""}
        <a
          href={`/office/subscribers/export${status ? `?status=${status}` : ""}`}
          download
          className="font-semibold text-ink-950 underline underline-offset-4"
        >
          {officeWords.exportCsv}
        </a>
      </p>
    </>
  );
}
