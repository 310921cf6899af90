import { noticePath } from "@/content/office";
import { seeOther } from "@/server/http";
import { officeRoute, sessionCookie, withCookie } from "@/server/office/guard";
import { redeemSignInLink } from "@/server/office/sign-in";

/** The "Sign in" button of a link's page: uses the link once and sets the session cookie. */
export const POST = officeRoute("anybody", async ({ database, form, request }) => {
  const session = await redeemSignInLink(database, form.token, request.headers.get("user-agent"));
  if (!session) return noticePath("/office/sign-in", { error: "link" });
  return withCookie(seeOther("/office"), sessionCookie(session.token));
});
