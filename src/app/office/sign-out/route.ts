import { noticePath } from "@/content/office";
import { seeOther } from "@/server/http";
import { clearedSessionCookie, officeRoute, withCookie } from "@/server/office/guard";
import { endSessions } from "@/server/office/sessions";

/** Signs this browser out: its session ends in the database, and its cookie is cleared. */
export const POST = officeRoute("staff", async ({ db, person }) => {
  await endSessions(db, person, { id: person.sessionId });
  return withCookie(seeOther(noticePath("/office/sign-in", { done: "signed-out" })), clearedSessionCookie());
});
