import { database } from "@/server/db/client";
import { parseBody } from "@/server/forms/body";
import { databaseUnavailable, json } from "@/server/http";
import { crossSiteRefusal, fromOurPages, sessionCookie } from "@/server/office/http";
import { signInWithPasskey } from "@/server/office/passkeys";

/** Signs in with a passkey's signature over the challenge: sets the session cookie, or answers 401. */
export async function POST(request: Request) {
  if (!fromOurPages(request.headers)) return crossSiteRefusal();
  const body = await parseBody(request);
  if (!body.ok) return json(body.status, { message: body.error });
  try {
    const session = await signInWithPasskey((await database()).db, {
      challengeId: body.data.challengeId,
      response: body.data.response,
      userAgent: request.headers.get("user-agent"),
    });
    if (!session)
      return json(401, { message: "That passkey did not sign you in. Use a mailed link instead." });
    return json(200, { location: "/office" }, { "set-cookie": sessionCookie(session.token) });
  } catch (error) {
    return databaseUnavailable(error, "/office/sign-in/passkey");
  }
}
