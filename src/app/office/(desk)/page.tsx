import { DataTable } from "@/components/office/data-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { deliveryNames, formNames, officeNotice, statusNames } from "@/content/office";
import { headquarters } from "@/content/site";
import { formatMoment } from "@/lib/format";
import { database } from "@/server/db/client";
import { requireStaff } from "@/server/office/http";
import { cursorText, inboxPage, parseCursor } from "@/server/office/inbox";

export const metadata = { title: "Inbox" };

const PAGE_SIZE = 50;

/** Every message the forms brought in, newest first, fifty at a time. */
export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<{ after?: string | string[]; done?: string | string[]; error?: string | string[] }>;
}) {
  await requireStaff();
  const query = await searchParams;
  const { after } = query;
  const { rows, next } = await inboxPage((await database()).db, {
    after: parseCursor(after),
    limit: PAGE_SIZE,
  });
  return (
    <>
      <OfficeHeading
        title="Inbox"
        lead="Every message the site's forms brought in, newest first."
        notice={officeNotice(query)}
      />
      <DataTable
        caption="Messages"
        columns={["Name", "Form", "Company", "Service", "Received", "Status", "Owner", "Mail"]}
        empty="No messages yet."
        rows={rows.map((row) => ({
          key: row.id,
          cells: [
            <Link
              key="name"
              href={`/office/messages/${row.id}`}
              className="font-semibold text-ink-950 underline-offset-4 hover:underline"
            >
              {row.name || "(no name)"}
            </Link>,
            formNames[row.form] ?? row.form,
            row.company,
            row.service,
            <span key="received" className="whitespace-nowrap">
              {formatMoment(row.receivedAt, "en", headquarters.timeZone)}
            </span>,
            row.spam ? <Badge key="status">Spam</Badge> : statusNames[row.status],
            row.owner ?? "Nobody yet",
            deliveryNames[row.delivery] ?? row.delivery,
          ],
        }))}
      />
      {next || after ? (
        <nav aria-label="Pages of the inbox" className="mt-6 flex gap-3">
          {after ? (
            <Link href="/office" className={buttonVariants({ variant: "secondary" })}>
              Newest
            </Link>
          ) : null}
          {next ? (
            <Link
              href={`/office?after=${encodeURIComponent(cursorText(next))}`}
              className={buttonVariants({ variant: "secondary" })}
            >
              Older messages
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
