import { json } from "@/server/http";
import { officeJson } from "@/server/office/http";
import { registerPasskey } from "@/server/office/passkeys";

/** Keeps the new passkey the browser made, once SimpleWebAuthn has verified it. */
export function POST(request: Request) {
  return officeJson(request, async (db, person, body) => {
    const outcome = await registerPasskey(db.db, person, {
      challengeId: body.challengeId,
      response: body.response,
      label: typeof body.label === "string" ? body.label : "",
    });
    return outcome.ok ? json(201, { ok: true }) : json(422, { message: outcome.message });
  });
}
