import { noticePath } from "@/content/office";
import { database } from "@/server/db/client";
import { parseBody } from "@/server/forms/body";
import { databaseUnavailable, seeOther } from "@/server/http";
import { crossSiteRefusal, fromOurPages, sessionCookie } from "@/server/office/http";
import { redeemSignInLink } from "@/server/office/sign-in";

/** The "Sign in" button of a link's page: uses the link once and sets the session cookie. */
export async function POST(request: Request) {
  if (!fromOurPages(request.headers)) return crossSiteRefusal();
  const body = await parseBody(request);
  try {
    const session = await redeemSignInLink(
      await database(),
      body.ok ? body.data.token : undefined,
      request.headers.get("user-agent"),
    );
    if (!session) return seeOther(noticePath("/office/sign-in", { error: "link" }));
    const response = seeOther("/office");
    response.headers.append("set-cookie", sessionCookie(session.token));
    return response;
  } catch (error) {
    return databaseUnavailable(error, "/office/sign-in/session");
  }
}
