import { database } from "@/server/db/client";
import { databaseUnavailable, json } from "@/server/http";
import { requeueDeadMail } from "@/server/mail/outbox";
import { audit } from "@/server/office/audit";
import { operatorOf } from "@/server/security/admin";

/** POST /api/admin/outbox/retry: puts every dead mail back in the queue, for after a mail outage is fixed. */
export async function POST(request: Request) {
  const operator = await operatorOf(request);
  if (operator instanceof Response) return operator;
  try {
    const found = await database();
    const requeued = await requeueDeadMail(found);
    await audit(found.db, operator.actor, "outbox.requeue", null, { mails: requeued, via: operator.via });
    return json(200, { requeued });
  } catch (error) {
    return databaseUnavailable(error, "admin/outbox/retry");
  }
}
