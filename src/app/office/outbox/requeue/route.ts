import { noticePath } from "@/content/office";
import { requeueFromOffice } from "@/server/office/desk";
import { officeAction } from "@/server/office/http";
import { wakeOutbox } from "@/server/runtime";

/** "Send again": dead mail back in the queue, and the worker woken. */
export function POST(request: Request) {
  return officeAction(request, "any", async ({ db, person }) => {
    const requeued = await requeueFromOffice(db, person);
    wakeOutbox();
    return noticePath("/office/outbox", { done: requeued > 0 ? "requeued" : "nothing-to-requeue" });
  });
}
