import { ViewTabs } from "@/components/office/view-tabs";
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

/** The newsletter's readers: who confirmed, who has not yet, who left; and the list as CSV. */
export default async function SubscribersPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const asked = (await searchParams).status;
  const status = SUBSCRIBER_STATUSES.find((which) => which === asked);
  const { rows, counts } = await subscribers((await database()).db, { status, limit: SHOWN });
  const total = SUBSCRIBER_STATUSES.reduce((sum, which) => sum + (counts[which] ?? 0), 0);
  const tabs = [
    { href: "/office/subscribers", label: words.everyone, count: total, current: !status },
    ...SUBSCRIBER_STATUSES.map((which) => ({
      href: `/office/subscribers?status=${which}`,
      label: subscriberStatusNames[which] ?? which,
      count: counts[which] ?? 0,
      current: status === which,
    })),
  ];
  const shown = status ? (counts[status] ?? 0) : total;
  return (
    <>
      <OfficeHeading title={words.title} lead={words.lead} />
      <ViewTabs label={words.tabs} tabs={tabs} />
      <DataTable
        caption={words.caption}
        columns={words.columns}
        empty={words.empty}
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
