import { isFormId } from "@/lib/forms";
import { listSubmissions, submissionsCsv } from "@/server/admin/submissions";
import { database } from "@/server/db/client";
import { json } from "@/server/http";
import { refuseUnlessAdmin } from "@/server/security/admin";

export const dynamic = "force-dynamic";

/**
 * GET /api/admin/submissions: the firm's leads with the delivery state of each notification mail.
 * `?format=csv` for a spreadsheet; `?form=contact`, `?since=2026-01-01`, `?limit=500` (at most 10,000).
 */
export async function GET(request: Request) {
  const refusal = refuseUnlessAdmin(request);
  if (refusal) return refusal;
  const query = new URL(request.url).searchParams;
  const form = query.get("form") ?? undefined;
  if (form !== undefined && !isFormId(form)) {
    return json(400, { error: `Unknown form "${form}".` });
  }
  const since = query.get("since") ? new Date(query.get("since")!) : undefined;
  if (since && Number.isNaN(since.getTime())) {
    return json(400, { error: "since must be a date such as 2026-01-31." });
  }
  const limit = Number(query.get("limit") ?? "1000");
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    return json(400, { error: "limit must be a whole number from 1 to 10000." });
  }
  const records = await listSubmissions(await database(), { form, since, limit });
  if (query.get("format") === "csv") {
    return new Response(submissionsCsv(records), {
      headers: {
        "cache-control": "no-store",
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="submissions-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    });
  }
  return json(200, { submissions: records });
}
