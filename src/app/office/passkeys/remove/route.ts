import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { removePasskey } from "@/server/office/passkeys";

/** Removes one of the signed-in person's passkeys (a form on the account page). */
export const POST = officeRoute("staff", async ({ db, person, form }) => {
  const removed = await removePasskey(db, person, form.id ?? "");
  return removed
    ? noticePath("/office/account", { done: "passkey-removed" })
    : noticePath("/office/account", { error: "passkey-unknown" });
});
