import { csvCell } from "@/server/admin/submissions";
import { csvDownload } from "@/server/http";
import { audit } from "@/server/office/audit";
import { subscribers, SUBSCRIBER_STATUSES } from "@/server/office/desk";
import { officeRoute } from "@/server/office/guard";
import { actorOf } from "@/server/office/sessions";

const iso = (moment: Date | null) => moment?.toISOString() ?? "";

/** GET /office/subscribers/export?status=…: the newsletter's subscribers as CSV, in the audit log. */
export const GET = officeRoute("staff", async ({ db, person, query }) => {
  const asked = query.get("status");
  const status = SUBSCRIBER_STATUSES.find((which) => which === asked);
  const { rows } = await subscribers(db, { status, limit: 1_000_000 });
  await audit(db, actorOf(person), "subscribers.export", null, {
    status: status ?? "all",
    rows: rows.length,
  });
  const lines = [
    // Its first two columns are those an import reads, so that an export can be imported elsewhere as it is.
    "email,language,status,signed_up,confirmed,unsubscribed",
    ...rows.map((row) =>
      [row.email, row.locale, row.status, iso(row.createdAt), iso(row.confirmedAt), iso(row.unsubscribedAt)]
        .map(csvCell)
        .join(","),
    ),
  ];
  return csvDownload("subscribers", `${lines.join("\r\n")}\r\n`);
});
