import { noticePath } from "@/content/office";
import { seeOther } from "@/server/http";
import { createApiToken, tokenName } from "@/server/office/api-tokens";
import { newTokenCookie, officeRoute, withCookie } from "@/server/office/guard";

/** Makes an API token (owners only) and sends it to the tokens page, which shows it once. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const name = tokenName.safeParse(form.name ?? "");
  if (!name.success) return noticePath("/office/tokens", { error: "token-name" });
  const { id, token } = await createApiToken(db, person, name.data);
  return withCookie(
    seeOther(noticePath("/office/tokens", { done: "token-created" })),
    newTokenCookie(id, token),
  );
});
