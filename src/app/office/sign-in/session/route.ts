import { noticePath } from "@/content/office";
import { seeOther } from "@/server/http";
import { officePost, sessionCookie } from "@/server/office/http";
import { redeemSignInLink } from "@/server/office/sign-in";

/** The "Sign in" button of a link's page: uses the link once and sets the session cookie. */
export function POST(request: Request) {
  return officePost(request, async (db, body) => {
    const session = await redeemSignInLink(db, body.token, request.headers.get("user-agent"));
    if (!session) return seeOther(noticePath("/office/sign-in", { error: "link" }));
    const response = seeOther("/office");
    response.headers.append("set-cookie", sessionCookie(session.token));
    return response;
  });
}
