import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { authenticationOptions } from "@/server/office/passkeys";

/** A challenge for signing in with a passkey (the sign-in page's script asks). */
export const POST = officeRoute("anybody", async ({ db }) => json(200, await authenticationOptions(db)));
