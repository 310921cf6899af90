import { json } from "@/server/http";
import { officePost } from "@/server/office/http";
import { authenticationOptions } from "@/server/office/passkeys";

/** A challenge for signing in with a passkey (the sign-in page's script asks). */
export function POST(request: Request) {
  return officePost(request, async (db) => json(200, await authenticationOptions(db.db)));
}
