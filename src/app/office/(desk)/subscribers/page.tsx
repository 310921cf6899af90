import { ViewTabs } from "@/components/office/view-tabs";
import { Labelled } from "@/components/office/inbox-filters";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { NativeSelect } from "@/components/ui/native-select";
import {
  inboxCopy,
  languageOptions,
  officeNotice,
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
  const person = await officePage();
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
      <OfficeHeading title={words.title} lead={words.lead} notice={officeNotice(query)} />
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
            <Link key="email" href={`/office/subscribers/${row.id}`} className="font-semibold underline">
              {row.email}
            </Link>,
            inboxCopy.languageNames[row.locale] ?? row.locale,
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
        {" · "}
        <Link
          href="/office/subscribers/import"
          className="font-semibold text-ink-950 underline underline-offset-4"
        >
          {words.importLink}
        </Link>
      </p>
      <form
        method="post"
        action="/office/subscribers/add"
        aria-labelledby="add-reader"
        className="mt-10 grid max-w-3xl gap-4 rounded-xl border border-line bg-surface p-5 sm:p-6"
      >
        <h2 id="add-reader" className="font-display text-xl font-semibold text-ink-950">
          {words.add.title}
        </h2>
        <p className="text-sm text-ink-700">{words.add.lead}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <Labelled id="reader-email" label={words.add.email}>
              <Input id="reader-email" name="email" type="email" required autoComplete="off" height="h-11" />
            </Labelled>
          </div>
          <Labelled id="reader-locale" label={words.add.language}>
            <NativeSelect id="reader-locale" name="locale" defaultValue="en" options={languageOptions} />
          </Labelled>
        </div>
        {person.role === "owner" ? (
          <fieldset className="grid gap-3 rounded-lg border border-line p-4">
            <legend className="px-1 text-sm font-semibold text-ink-900">{words.add.consentTitle}</legend>
            <p className="text-sm text-ink-700">{words.add.consentLead}</p>
            <div className="flex flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1 basis-64">
                <Labelled id="reader-consent-source" label={words.add.consentSource}>
                  <Input
                    id="reader-consent-source"
                    name="consentSource"
                    placeholder={words.add.consentSourceHint}
                    height="h-11"
                  />
                </Labelled>
              </div>
              <Labelled id="reader-consent-at" label={words.add.consentAt}>
                <Input id="reader-consent-at" name="consentAt" type="date" height="h-11" />
              </Labelled>
            </div>
          </fieldset>
        ) : null}
        <Button type="submit" className="justify-self-start">
          {words.add.button}
        </Button>
      </form>
    </>
  );
}
