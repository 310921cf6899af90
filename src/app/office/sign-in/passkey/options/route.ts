import { database } from "@/server/db/client";
import { databaseUnavailable, json } from "@/server/http";
import { crossSiteRefusal, fromOurPages } from "@/server/office/http";
import { authenticationOptions } from "@/server/office/passkeys";

/** A challenge for signing in with a passkey (the sign-in page's script asks). */
export async function POST(request: Request) {
  if (!fromOurPages(request.headers)) return crossSiteRefusal();
  try {
    return json(200, await authenticationOptions((await database()).db));
  } catch (error) {
    return databaseUnavailable(error, "/office/sign-in/passkey/options");
  }
}
