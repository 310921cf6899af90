import { database } from "@/server/db/client";
import { databaseUnavailable, json } from "@/server/http";
import { requeueDeadMail } from "@/server/mail/outbox";
import { wakeOutbox } from "@/server/runtime";
import { refuseUnlessAdmin } from "@/server/security/admin";

/** POST /api/admin/outbox/retry: puts every dead mail back in the queue, for after a mail outage is fixed. */
export async function POST(request: Request) {
  const refusal = refuseUnlessAdmin(request);
  if (refusal) return refusal;
  try {
    const requeued = await requeueDeadMail(await database());
    wakeOutbox();
    return json(200, { requeued });
  } catch (error) {
    return databaseUnavailable(error, "admin/outbox/retry");
  }
}
