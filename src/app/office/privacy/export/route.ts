import { noticePath } from "@/content/office";
import { jsonDownload } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { exportPerson, personEmail } from "@/server/privacy/requests";

/**
 * GET /office/privacy/export?address=…: everything held about one address as a JSON file, the answer to a request
 * for access or portability, recorded in the audit log under the address's keyed hash. Owners only.
 */
export const GET = officeRoute("owner", async ({ db, person, query }) => {
  const address = personEmail.safeParse(query.get("address") ?? "");
  if (!address.success) return noticePath("/office/privacy", { error: "person-email" });
  return jsonDownload("personal-data", await exportPerson(db, person, address.data));
});
