import { leadsFileName, leadsSheet, listLeads } from "@/server/admin/submissions";
import { csvFile } from "@/server/http";
import { audit, leadExportDetail } from "@/server/office/audit";
import { officeRoute } from "@/server/office/guard";
import { parseInboxFilter, whereOf } from "@/server/office/inbox-filter";
import { actorOf } from "@/server/office/sessions";

/** At most this many rows in one export; a larger one asks for a narrower filter. */
const MOST = 100_000;

/**
 * GET /office/export?…: the messages the inbox's filters select, as a sheet Dutch Excel opens (semicolons, a
 * byte order mark, office time, formula cells neutralised), named after the filter, and recorded in the audit log
 * with the filter and the count. Reading only, but personal data: a signed-in person only.
 */
export const GET = officeRoute("staff", async ({ database, person, query }) => {
  const { filter, problems } = parseInboxFilter(Object.fromEntries(query));
  if (problems.length > 0) return `/office?${query}`;
  const leads = await listLeads(database, { where: whereOf(filter, person.staffId), limit: MOST });
  await audit(database.db, actorOf(person), "lead.export", null, leadExportDetail(filter, leads.length));
  return csvFile(leadsFileName(filter), leadsSheet(leads));
});
