import { campaignCopy, noticePath, officeNotices, officeTime } from "@/content/office";
import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { draftFromForm, saveCampaign } from "@/server/newsletter/campaigns";

/**
 * Saves a draft: the editor's script as one types (it asks for JSON and is told when it was saved), or the
 * "Save draft" button without JavaScript (back to the page with what happened).
 */
export const POST = officeRoute("staff", async ({ db, person, form, params, wantsJson }) => {
  const outcome = await saveCampaign(db, person, params.id!, draftFromForm(form));
  if (wantsJson)
    return outcome.ok
      ? json(200, { message: campaignCopy.autosaved(officeTime(new Date())) })
      : json(422, {
          message: [officeNotices.error[outcome.error], outcome.detail && campaignCopy.about(outcome.detail)]
            .filter(Boolean)
            .join(" "),
        });
  return noticePath(
    `/office/campaigns/${encodeURIComponent(params.id!)}`,
    outcome.ok ? { done: "campaign-saved" } : { error: outcome.error },
  );
});
