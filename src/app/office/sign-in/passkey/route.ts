import { officeRefusals } from "@/content/office";
import { json } from "@/server/http";
import { officeRoute, sessionCookie, withCookie } from "@/server/office/guard";
import { signInWithPasskey } from "@/server/office/passkeys";

/** Signs in with a passkey's signature over the challenge: sets the session cookie, or answers 401. */
export const POST = officeRoute(
  "anybody",
  async ({ db, body, request }) => {
    const session = await signInWithPasskey(db, {
      challengeId: body.challengeId,
      response: body.response,
      userAgent: request.headers.get("user-agent"),
    });
    if (!session) return json(401, { message: officeRefusals["passkey-refused"] });
    return withCookie(json(200, { location: "/office" }), sessionCookie(session.token));
  },
  { nested: true },
);
