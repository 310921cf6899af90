import { isFormId } from "@/lib/forms";
import { listSubmissions, submissionsCsv } from "@/server/admin/submissions";
import { database } from "@/server/db/client";
import { csvDownload, databaseUnavailable, json } from "@/server/http";
import { audit } from "@/server/office/audit";
import { operatorOf } from "@/server/security/admin";

export const dynamic = "force-dynamic";

/** `since` as a date (2026-01-31) or a date and time (2026-01-31T08:00:00Z) the database can compare. */
function parseSince(value: string | null): Date | undefined | "invalid" {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value))
    return "invalid";
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1970 || year > 9999 ? "invalid" : date;
}

/**
 * GET /api/admin/submissions: the firm's leads with the delivery state of each notification mail.
 * Every read is a line in the audit log, under the token's person. `?format=csv` for a spreadsheet; `?form=contact`, `?since=2026-01-01`, `?limit=500` (at most 10,000).
 */
export async function GET(request: Request) {
  const operator = await operatorOf(request);
  if (operator instanceof Response) return operator;
  const query = new URL(request.url).searchParams;
  const form = query.get("form") ?? undefined;
  if (form !== undefined && !isFormId(form)) {
    return json(400, { error: `Unknown form "${form}".` });
  }
  const since = parseSince(query.get("since"));
  if (since === "invalid") {
    return json(400, { error: "since must be a date from 1970 to 9999, such as 2026-01-31." });
  }
  const limit = Number(query.get("limit") ?? "1000");
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000) {
    return json(400, { error: "limit must be a whole number from 1 to 10000." });
  }
  let records: Awaited<ReturnType<typeof listSubmissions>>;
  try {
    const found = await database();
    records = await listSubmissions(found, { form, since, limit });
    await audit(found.db, operator.actor, "lead.export", null, {
      via: operator.via,
      ...(form ? { form } : {}),
      ...(since ? { since: since.toISOString() } : {}),
      rows: records.length,
    });
  } catch (error) {
    return databaseUnavailable(error, "admin/submissions");
  }
  if (query.get("format") === "csv") {
    return csvDownload("submissions", submissionsCsv(records));
  }
  return json(200, { submissions: records });
}
