import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { removePasskey } from "@/server/office/passkeys";

/** Removes one of the signed-in person's passkeys (a form on the account page). */
export function POST(request: Request) {
  return officeAction(request, "any", async ({ db, person, form }) => {
    const removed = await removePasskey(db.db, person, form.id ?? "");
    return removed
      ? noticePath("/office/account", { done: "passkey-removed" })
      : noticePath("/office/account", { error: "passkey-unknown" });
  });
}
