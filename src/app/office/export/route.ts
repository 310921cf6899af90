import { listSubmissions, submissionsCsv } from "@/server/admin/submissions";
import { csvDownload } from "@/server/http";
import { audit, leadExportDetail } from "@/server/office/audit";
import { officeRoute } from "@/server/office/guard";
import { parseInboxFilter, whereOf } from "@/server/office/inbox-filter";
import { actorOf } from "@/server/office/sessions";

/** At most this many rows in one export; a larger one asks for a narrower filter. */
const MOST = 100_000;

/**
 * GET /office/export?…: the messages the inbox's filters select, as CSV (formula cells neutralised), recorded in
 * the audit log with the filter and the count. Reading only, but personal data: a signed-in person only.
 */
export const GET = officeRoute("staff", async ({ database, person, query }) => {
  const { filter, problems } = parseInboxFilter(Object.fromEntries(query));
  if (problems.length > 0) return `/office?${query}`;
  const records = await listSubmissions(database, { where: whereOf(filter), limit: MOST });
  await audit(database.db, actorOf(person), "lead.export", null, leadExportDetail(filter, records.length));
  return csvDownload("leads", submissionsCsv(records));
});
