import { noticePath } from "@/content/office";
import { revokeApiToken, tokenId } from "@/server/office/api-tokens";
import { officeRoute } from "@/server/office/guard";

/** Revokes an API token (owners only): a script that shows it is refused from then on. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const id = tokenId.safeParse(form.id ?? "");
  const revoked = id.success && (await revokeApiToken(db, person, id.data));
  return revoked
    ? noticePath("/office/tokens", { done: "token-revoked" })
    : noticePath("/office/tokens", { error: "token-unknown" });
});
