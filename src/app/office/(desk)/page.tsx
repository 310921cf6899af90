import { DataTable, Moment } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { ViewTabs } from "@/components/office/view-tabs";
import { VisitorText } from "@/components/office/visitor-text";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { formatDate } from "@/content/format";
import {
  deliveryNames,
  formNames,
  inboxCopy,
  officeAge,
  officeNotice,
  type OfficeQuery,
  officeWords,
  originName,
  statusNames,
} from "@/content/office";
import { InboxFilters } from "@/components/office/inbox-filters";
import {
  filterQuery,
  INBOX_VIEWS,
  MESSAGE_FORMS,
  parseInboxFilter,
  serviceChoices,
  serviceLabel,
} from "@/server/office/inbox-filter";
import { listStaff, shownName } from "@/server/office/staff";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import {
  COUNT_CAP,
  cursorText,
  inboxPage,
  originChoices,
  parseCursor,
  spamMatches,
  viewCounts,
} from "@/server/office/inbox";

export const metadata = { title: inboxCopy.title };

const PAGE_SIZE = 50;

/** A view's count as its tab says it: up to the cap, then "+". */
const shownCount = (count: number | undefined) =>
  count === undefined ? {} : { count: Math.min(count, COUNT_CAP), more: count > COUNT_CAP };

/**
 * Every message the forms brought in, newest first, fifty at a time: the views of what needs doing (new, mine,
 * overdue, today) with their counts, the filters, and a row per message that says who wrote, in which language,
 * how long ago, whether it is overdue, and whether the person looking has opened it.
 */
export default async function InboxPage({ searchParams }: { searchParams: OfficeQuery }) {
  const person = await officePage();
  const query = await searchParams;
  const { filter, problems } = parseInboxFilter(query);
  const { db } = await database();
  const me = person.staffId;
  const [{ rows, next }, people, counts, inSpam, origins] = await Promise.all([
    inboxPage(db, { filter, after: parseCursor(query.after), limit: PAGE_SIZE, me }),
    listStaff(db),
    viewCounts(db, filter, me),
    spamMatches(db, filter),
    originChoices(db),
  ]);
  const after = query.after;
  const list = filterQuery(filter);
  const notice = problems.length
    ? { kind: "error" as const, text: inboxCopy.notApplied(problems) }
    : officeNotice(query);
  const now = new Date();
  return (
    <>
      <OfficeHeading title={inboxCopy.title} lead={inboxCopy.lead} notice={notice} />
      <ViewTabs
        label={inboxCopy.viewsName}
        tabs={[undefined, ...INBOX_VIEWS].map((view) => ({
          href: `/office${filterQuery({ ...filter, view })}`,
          label: inboxCopy.views[view ?? "all"],
          ...shownCount(counts[view ?? "all"]),
          current: filter.view === view,
        }))}
        description={inboxCopy.viewLeads[filter.view ?? "all"]}
      />
      <InboxFilters
        values={filter as Record<string, string | undefined>}
        exportHref={`/office/export${list}`}
        choices={{
          forms: MESSAGE_FORMS.map((form) => ({ value: form, label: formNames[form] ?? form })),
          statuses: [
            ...Object.entries(statusNames).map(([value, label]) => ({ value, label })),
            { value: "spam", label: officeWords.spam },
          ],
          owners: [
            { value: "none", label: officeWords.nobody },
            ...people.map((member) => ({ value: member.id, label: shownName(member) })),
          ],
          services: serviceChoices,
          origins: origins.map((origin) => ({ value: origin, label: originName(origin) })),
        }}
      />
      <p role="status" className="mb-3 text-sm text-ink-700">
        {inboxCopy.count(
          shownCount(counts[filter.view ?? "all"]).count ?? 0,
          shownCount(counts[filter.view ?? "all"]).more,
        )}
        {inSpam > 0 ? (
          <>
            {" "}
            {inboxCopy.inSpam(inSpam)}{" "}
            <Link
              href={`/office${filterQuery({ q: filter.q, status: "spam" })}`}
              className="font-semibold text-ink-950 underline underline-offset-4"
            >
              {inboxCopy.showSpam}
            </Link>
          </>
        ) : null}
      </p>
      <DataTable
        caption={inboxCopy.caption}
        columns={inboxCopy.columns}
        empty={Object.keys(filter).length ? inboxCopy.emptyFiltered : inboxCopy.empty}
        rows={rows.map((row) => ({
          key: row.id,
          emphasis: row.unread,
          cells: [
            <span key="name" className="grid gap-1">
              <Link
                href={`/office/messages/${row.id}${list}`}
                className="font-semibold text-ink-950 underline-offset-4 hover:underline"
              >
                {row.name ? <VisitorText value={row.name} /> : inboxCopy.noName}
              </Link>
              <span className="flex flex-wrap gap-1">
                {row.unread ? <Badge tone="ink">{inboxCopy.unread}</Badge> : null}
                {row.overdue && !row.spam ? <Badge tone="accent">{inboxCopy.overdue}</Badge> : null}
                {row.known ? <Badge>{inboxCopy.known}</Badge> : null}
              </span>
            </span>,
            <VisitorText key="company" value={row.company} />,
            <span key="about" className="grid">
              <span>{formNames[row.form] ?? row.form}</span>
              {row.service ? (
                <span className="text-sm text-ink-600">
                  <VisitorText value={serviceLabel(row.service)} />
                </span>
              ) : null}
            </span>,
            <span key="language" title={row.page ?? undefined}>
              {inboxCopy.languageNames[row.locale] ?? row.locale}
            </span>,
            <span key="received" className="grid">
              <Moment at={row.receivedAt} />
              <span className="text-sm text-ink-600">{inboxCopy.age(officeAge(row.receivedAt, now))}</span>
            </span>,
            <span key="status" className="grid">
              {row.spam ? <Badge>{officeWords.spam}</Badge> : statusNames[row.status]}
              {row.due ? (
                <span className="text-sm text-ink-600">{inboxCopy.due(formatDate(row.due, "en"))}</span>
              ) : null}
            </span>,
            row.owner ?? officeWords.nobody,
            deliveryNames[row.delivery] ?? row.delivery,
          ],
        }))}
      />
      {next || after ? (
        <nav aria-label={inboxCopy.pages} className="mt-6 flex gap-3">
          {after ? (
            <Link href={`/office${list}`} className={buttonVariants({ variant: "secondary" })}>
              {inboxCopy.newest}
            </Link>
          ) : null}
          {next ? (
            <Link
              href={`/office${filterQuery(filter, { after: cursorText(next) })}`}
              className={buttonVariants({ variant: "secondary" })}
            >
              {inboxCopy.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
