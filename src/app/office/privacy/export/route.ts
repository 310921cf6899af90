import { noticePath } from "@/content/office";
import { database } from "@/server/db/client";
import { databaseUnavailable, jsonDownload, seeOther } from "@/server/http";
import { ownersOnlyRefusal, signedIn } from "@/server/office/http";
import { exportPerson, personEmail } from "@/server/privacy/requests";

/**
 * GET /office/privacy/export?address=…: everything held about one address as a JSON file, the answer to a request
 * for access or portability, recorded in the audit log under the address's keyed hash. Owners only.
 */
export async function GET(request: Request) {
  try {
    const person = await signedIn();
    if (!person) return seeOther(noticePath("/office/sign-in", { error: "signed-out" }));
    if (person.role !== "owner") return ownersOnlyRefusal();
    const address = personEmail.safeParse(new URL(request.url).searchParams.get("address") ?? "");
    if (!address.success) return seeOther(noticePath("/office/privacy", { error: "person-email" }));
    const { db } = await database();
    return jsonDownload("personal-data", await exportPerson(db, person, address.data));
  } catch (error) {
    return databaseUnavailable(error, "/office/privacy/export");
  }
}
