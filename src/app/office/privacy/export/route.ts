import { noticePath } from "@/content/office";
import { htmlDownload, jsonDownload } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { personalDocument } from "@/server/privacy/personal-document";
import { exportPerson, personEmail } from "@/server/privacy/requests";

/**
 * GET /office/privacy/export?address=…&format=…: the answer to a request for access or portability, the person's
 * records without token hashes or internal columns (privacy/personal-copy.ts), recorded in the audit log under the
 * address's keyed hash. Owners only. A readable HTML document by default; `format=json` gives the same records as
 * a JSON file. Any other format is a hand-made address, answered with the document as well: a copy the person can
 * read is never the wrong answer, and the audit line is the same either way.
 */
export const GET = officeRoute("owner", async ({ db, person, query }) => {
  const address = personEmail.safeParse(query.get("address") ?? "");
  if (!address.success) return noticePath("/office/privacy", { error: "person-email" });
  const copy = await exportPerson(db, person, address.data);
  return query.get("format") === "json"
    ? jsonDownload("personal-data", copy)
    : htmlDownload("personal-data", personalDocument(copy));
});
