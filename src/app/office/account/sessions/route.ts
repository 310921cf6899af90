import { z } from "zod";
import { noticePath } from "@/content/office";
import { seeOther } from "@/server/http";
import { clearedSessionCookie, officeRoute, withCookie } from "@/server/office/guard";
import { endSessions } from "@/server/office/sessions";

/** Ends one of the person's sessions (`session`, its id), or every one of them (`all`), this browser's included. */
export const POST = officeRoute("staff", async ({ db, person, form }) => {
  if (form.all) {
    await endSessions(db, person, "all");
    return withCookie(
      seeOther(noticePath("/office/sign-in", { done: "signed-out-everywhere" })),
      clearedSessionCookie(),
    );
  }
  const session = z.uuid().safeParse(form.session);
  if (!session.success) return noticePath("/office/account", { error: "bad-change" });
  await endSessions(db, person, { id: session.data });
  return session.data === person.sessionId
    ? withCookie(seeOther(noticePath("/office/sign-in", { done: "signed-out" })), clearedSessionCookie())
    : noticePath("/office/account", { done: "session-ended" });
});
