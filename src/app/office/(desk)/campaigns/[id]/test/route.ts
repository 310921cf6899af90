import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { sendTest } from "@/server/newsletter/campaigns";
import { wakeOutbox } from "@/server/runtime";

/** "Send a test to me": the draft as saved, to the signed-in person's address only. */
export const POST = officeRoute("staff", async ({ db, person, params }) => {
  const outcome = await sendTest(db, person, params.id!, config().siteUrl);
  if (outcome.ok) wakeOutbox();
  return noticePath(
    `/office/campaigns/${encodeURIComponent(params.id!)}`,
    outcome.ok ? { done: "campaign-test-sent" } : { error: outcome.error },
  );
});
