import { noticePath } from "@/content/office";
import { requeueFromOffice, retryFromOffice } from "@/server/office/desk";
import { officeRoute } from "@/server/office/guard";

/**
 * "Retry now" for one mail (`mail`, its id: waiting or given up on), or "send again" for every mail given up on;
 * the worker woken either way.
 */
export const POST = officeRoute("staff", async ({ database, person, form }) => {
  if (form.mail) {
    const retried = await retryFromOffice(database, person, form.mail);
    return noticePath("/office/outbox", retried ? { done: "retrying" } : { error: "not-waiting" });
  }
  const requeued = await requeueFromOffice(database, person);
  return noticePath("/office/outbox", { done: requeued > 0 ? "requeued" : "nothing-to-requeue" });
});
