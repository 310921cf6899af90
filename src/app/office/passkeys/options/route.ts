import { json } from "@/server/http";
import { officeJson } from "@/server/office/http";
import { registrationOptions } from "@/server/office/passkeys";

/** The options for a new passkey of the signed-in person (the account page's script asks). */
export function POST(request: Request) {
  return officeJson(request, async (db, person) => json(200, await registrationOptions(db.db, person)));
}
