import { noticePath } from "@/content/office";
import { listSubmissions, submissionsCsv } from "@/server/admin/submissions";
import { database } from "@/server/db/client";
import { csvDownload, databaseUnavailable, seeOther } from "@/server/http";
import { audit } from "@/server/office/audit";
import { signedIn } from "@/server/office/http";
import { parseInboxFilter, whereOf } from "@/server/office/inbox-filter";
import { actorOf } from "@/server/office/sessions";

/** At most this many rows in one export; a larger one asks for a narrower filter. */
const MOST = 100_000;

/**
 * GET /office/export?…: the messages the inbox's filters select, as CSV (formula cells neutralised), recorded in
 * the audit log with the filter and the count. Reading only, but personal data: a signed-in person only.
 */
export async function GET(request: Request) {
  try {
    const person = await signedIn();
    if (!person) return seeOther(noticePath("/office/sign-in", { error: "signed-out" }));
    const { filter, problems } = parseInboxFilter(Object.fromEntries(new URL(request.url).searchParams));
    if (problems.length > 0) return seeOther(`/office${new URL(request.url).search}`);
    const db = await database();
    const records = await listSubmissions(db, { where: whereOf(filter), limit: MOST });
    await audit(db.db, actorOf(person), "lead.export", null, { ...filter, rows: records.length });
    return csvDownload("leads", submissionsCsv(records));
  } catch (error) {
    return databaseUnavailable(error, "/office/export");
  }
}
