import { json } from "@/server/http";
import { officePost, sessionCookie } from "@/server/office/http";
import { signInWithPasskey } from "@/server/office/passkeys";

/** Signs in with a passkey's signature over the challenge: sets the session cookie, or answers 401. */
export function POST(request: Request) {
  return officePost(request, async (db, body) => {
    const session = await signInWithPasskey(db.db, {
      challengeId: body.challengeId,
      response: body.response,
      userAgent: request.headers.get("user-agent"),
    });
    if (!session)
      return json(401, { message: "That passkey did not sign you in. Use a mailed link instead." });
    return json(200, { location: "/office" }, { "set-cookie": sessionCookie(session.token) });
  });
}
