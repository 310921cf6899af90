import { DataTable, Moment } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { VisitorText } from "@/components/office/visitor-text";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import {
  deliveryNames,
  formNames,
  inboxCopy,
  officeNotice,
  type OfficeQuery,
  officeWords,
  statusNames,
} from "@/content/office";
import { InboxFilters } from "@/components/office/inbox-filters";
import {
  filterQuery,
  MESSAGE_FORMS,
  parseInboxFilter,
  serviceChoices,
  serviceLabel,
} from "@/server/office/inbox-filter";
import { listStaff } from "@/server/office/staff";
import { database } from "@/server/db/client";
import { officePage } from "@/server/office/guard";
import { cursorText, inboxPage, parseCursor } from "@/server/office/inbox";

export const metadata = { title: inboxCopy.title };

const PAGE_SIZE = 50;

/** Every message the forms brought in, newest first, fifty at a time. */
export default async function InboxPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage();
  const query = await searchParams;
  const { filter, problems } = parseInboxFilter(query);
  const { db } = await database();
  const [{ rows, next }, people] = await Promise.all([
    inboxPage(db, { filter, after: parseCursor(query.after), limit: PAGE_SIZE }),
    listStaff(db),
  ]);
  const after = query.after;
  const notice = problems.length
    ? { kind: "error" as const, text: inboxCopy.notApplied(problems) }
    : officeNotice(query);
  return (
    <>
      <OfficeHeading title={inboxCopy.title} lead={inboxCopy.lead} notice={notice} />
      <InboxFilters
        values={filter as Record<string, string | undefined>}
        exportHref={`/office/export${filterQuery(filter)}`}
        choices={{
          forms: MESSAGE_FORMS.map((form) => ({ value: form, label: formNames[form] ?? form })),
          statuses: [
            ...Object.entries(statusNames).map(([value, label]) => ({ value, label })),
            { value: "spam", label: officeWords.spam },
          ],
          owners: [
            { value: "none", label: officeWords.nobody },
            ...people.map((member) => ({ value: member.id, label: member.email })),
          ],
          services: serviceChoices,
        }}
      />
      <DataTable
        caption={inboxCopy.caption}
        columns={inboxCopy.columns}
        empty={Object.keys(filter).length ? inboxCopy.emptyFiltered : inboxCopy.empty}
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <Link
              key="name"
              href={`/office/messages/${row.id}`}
              className="font-semibold text-ink-950 underline-offset-4 hover:underline"
            >
              {row.name ? <VisitorText value={row.name} /> : inboxCopy.noName}
            </Link>,
            formNames[row.form] ?? row.form,
            <VisitorText key="company" value={row.company} />,
            <VisitorText key="service" value={serviceLabel(row.service)} />,
            <Moment key="received" at={row.receivedAt} />,
            row.spam ? <Badge key="status">{officeWords.spam}</Badge> : statusNames[row.status],
            row.owner ?? officeWords.nobody,
            deliveryNames[row.delivery] ?? row.delivery,
          ],
        }))}
      />
      {next || after ? (
        <nav aria-label={inboxCopy.pages} className="mt-6 flex gap-3">
          {after ? (
            <Link href={`/office${filterQuery(filter)}`} className={buttonVariants({ variant: "secondary" })}>
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
