import { campaignPath, noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { isEdition, sendTest } from "@/server/newsletter/campaigns";

/** "Send a test to me": an edition of the draft as saved (`locale`), to the signed-in person's address only. */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const locale = form.locale ?? "";
  if (!isEdition(locale)) return noticePath(campaignPath(params.id!), { error: "bad-change" });
  const outcome = await sendTest(db, person, params.id!, locale, config().siteUrl);
  return noticePath(
    campaignPath(params.id!, locale),
    outcome.ok ? { done: "campaign-test-sent" } : { error: outcome.error },
  );
});
