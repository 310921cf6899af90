import { noticePath } from "@/content/office";
import { clearedSessionCookie, officeAction } from "@/server/office/http";
import { endSessions } from "@/server/office/sessions";

/** Ends one of the person's sessions (`session`), or every one of them (`all`), this browser's included. */
export async function POST(request: Request) {
  let signedOut = false;
  const response = await officeAction(request, "any", async ({ db, person, form }) => {
    if (form.all) {
      await endSessions(db.db, person, "all");
      signedOut = true;
      return noticePath("/office/sign-in", { done: "signed-out-everywhere" });
    }
    await endSessions(db.db, person, { id: form.session ?? "" });
    signedOut = form.session === person.sessionId;
    return signedOut
      ? noticePath("/office/sign-in", { done: "signed-out" })
      : noticePath("/office/account", { done: "session-ended" });
  });
  if (signedOut) response.headers.append("set-cookie", clearedSessionCookie());
  return response;
}
