import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { registrationOptions } from "@/server/office/passkeys";

/** The options for a new passkey of the signed-in person (the account page's script asks). */
export const POST = officeRoute("staff", async ({ db, person }) =>
  json(200, await registrationOptions(db, person)),
);
