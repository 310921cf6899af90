import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { registerPasskey } from "@/server/office/passkeys";

/** Keeps the new passkey the browser made, once SimpleWebAuthn has verified it. */
export const POST = officeRoute(
  "staff",
  async ({ db, person, body }) => {
    const outcome = await registerPasskey(db, person, {
      challengeId: body.challengeId,
      response: body.response,
      label: typeof body.label === "string" ? body.label : "",
    });
    return outcome.ok ? json(201, { ok: true }) : json(422, { message: outcome.message });
  },
  { nested: true },
);
