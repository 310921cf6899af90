import { auditCopy, type OfficeQuery } from "@/content/office";
import { AuditFilters } from "@/components/office/audit-filters";
import { AuditTable } from "@/components/office/audit-table";
import { OfficeHeading } from "@/components/office/office-frame";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { database } from "@/server/db/client";
import { auditEntries, auditNames, auditPeople, auditQuery, parseAuditFilter } from "@/server/office/audit";
import { officePage } from "@/server/office/guard";

export const metadata = { title: auditCopy.title };

const PAGE_SIZE = 100;

/** Every sign-in and every staff action, newest first, in sentences, narrowed by person, kind and days: owners only. */
export default async function AuditPage({ searchParams }: { searchParams: OfficeQuery }) {
  await officePage("owner");
  const query = await searchParams;
  const { filter, problems } = parseAuditFilter(query);
  const from =
    typeof query.before === "string" && /^\d{1,15}$/.test(query.before) ? Number(query.before) : undefined;
  const { db } = await database();
  const [entries, people] = await Promise.all([
    auditEntries(db, { limit: PAGE_SIZE + 1, before: from, filter }),
    auditPeople(db),
  ]);
  const shown = entries.slice(0, PAGE_SIZE);
  const filtering = Object.keys(filter).length > 0;
  return (
    <>
      <OfficeHeading title={auditCopy.title} lead={auditCopy.lead} />
      <AuditFilters
        values={Object.fromEntries(
          ["person", "kind", "from", "to"].map((name) => [
            name,
            typeof query[name] === "string" ? query[name] : undefined,
          ]),
        )}
        people={people}
        problems={problems}
      />
      <AuditTable
        caption={auditCopy.caption}
        lines={shown}
        names={await auditNames(db, shown)}
        empty={filtering ? auditCopy.emptyFiltered : auditCopy.empty}
      />
      {entries.length > PAGE_SIZE ? (
        <Link
          href={`/office/audit?${auditQuery(filter, shown.at(-1)!.id)}`}
          className={buttonVariants({ variant: "secondary", className: "mt-6" })}
        >
          {auditCopy.older}
        </Link>
      ) : null}
    </>
  );
}
