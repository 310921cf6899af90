import { noticePath } from "@/content/office";
import { csvCell } from "@/server/admin/submissions";
import { database } from "@/server/db/client";
import { csvDownload, databaseUnavailable, seeOther } from "@/server/http";
import { audit } from "@/server/office/audit";
import { subscribers, SUBSCRIBER_STATUSES } from "@/server/office/desk";
import { signedIn } from "@/server/office/http";
import { actorOf } from "@/server/office/sessions";

const iso = (moment: Date | null) => moment?.toISOString() ?? "";

/** GET /office/subscribers/export?status=…: the newsletter's subscribers as CSV, in the audit log. */
export async function GET(request: Request) {
  try {
    const person = await signedIn();
    if (!person) return seeOther(noticePath("/office/sign-in", { error: "signed-out" }));
    const asked = new URL(request.url).searchParams.get("status");
    const status = SUBSCRIBER_STATUSES.find((which) => which === asked);
    const db = await database();
    const { rows } = await subscribers(db.db, { status, limit: 1_000_000 });
    await audit(db.db, actorOf(person), "subscribers.export", null, {
      status: status ?? "all",
      rows: rows.length,
    });
    const lines = [
      "email,status,signed_up,confirmed,unsubscribed",
      ...rows.map((row) =>
        [row.email, row.status, iso(row.createdAt), iso(row.confirmedAt), iso(row.unsubscribedAt)]
          .map(csvCell)
          .join(","),
      ),
    ];
    return csvDownload("subscribers", `${lines.join("\r\n")}\r\n`);
  } catch (error) {
    return databaseUnavailable(error, "/office/subscribers/export");
  }
}
