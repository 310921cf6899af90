import { noticePath } from "@/content/office";
import { requeueFromOffice } from "@/server/office/desk";
import { officeRoute } from "@/server/office/guard";
import { wakeOutbox } from "@/server/runtime";

/** "Send again": dead mail back in the queue, and the worker woken. */
export const POST = officeRoute("staff", async ({ database, person }) => {
  const requeued = await requeueFromOffice(database, person);
  wakeOutbox();
  return noticePath("/office/outbox", { done: requeued > 0 ? "requeued" : "nothing-to-requeue" });
});
