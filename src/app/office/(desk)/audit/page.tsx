import { auditCopy, type OfficeQuery } from "@/content/office";
import { AuditTable } from "@/components/office/audit-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { database } from "@/server/db/client";
import { auditEntries } from "@/server/office/audit";
import { officePage } from "@/server/office/guard";

export const metadata = { title: auditCopy.title };

const PAGE_SIZE = 100;

/** Every sign-in and every staff action, newest first: owners only. */
export default async function AuditPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage("owner");
  const { before } = await searchParams;
  const from = typeof before === "string" && /^\d{1,15}$/.test(before) ? Number(before) : undefined;
  const entries = await auditEntries((await database()).db, { limit: PAGE_SIZE + 1, before: from });
  const shown = entries.slice(0, PAGE_SIZE);
  return (
    <>
      <OfficeHeading title={auditCopy.title} lead={auditCopy.lead} />
      <AuditTable caption={auditCopy.caption} lines={shown} empty={auditCopy.empty} />
      {entries.length > PAGE_SIZE ? (
        <Link
          href={`/office/audit?before=${shown.at(-1)!.id}`}
          className={buttonVariants({ variant: "secondary", className: "mt-6" })}
        >
          {auditCopy.older}
        </Link>
      ) : null}
    </>
  );
}
