import { noticePath } from "@/content/office";
import { clearedSessionCookie, officeAction } from "@/server/office/http";
import { endSessions } from "@/server/office/sessions";

/** Signs this browser out: its session ends in the database, and its cookie is cleared. */
export async function POST(request: Request) {
  const response = await officeAction(request, "any", async ({ db, person }) => {
    await endSessions(db.db, person, { id: person.sessionId });
    return noticePath("/office/sign-in", { done: "signed-out" });
  });
  if (response.status === 303) response.headers.append("set-cookie", clearedSessionCookie());
  return response;
}
