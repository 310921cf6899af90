import { campaignCopy, campaignPath, noticePath, officeNotices, officeTime } from "@/content/office";
import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { draftFromForm, isEdition, saveCampaign } from "@/server/newsletter/campaigns";

/**
 * Saves an edition of a draft (`locale`): the editor's script as one types (it asks for JSON and is told when it
 * was saved), or the "Save draft" button without JavaScript (back to the edition with what happened).
 */
export const POST = officeRoute("staff", async ({ db, person, form, params, wantsJson }) => {
  const locale = form.locale ?? "";
  const outcome = isEdition(locale)
    ? await saveCampaign(db, person, params.id!, locale, draftFromForm(form))
    : ({ ok: false, error: "bad-change" } as const);
  if (wantsJson)
    return outcome.ok
      ? json(200, { message: campaignCopy.autosaved(officeTime(new Date())) })
      : json(422, {
          message: [
            officeNotices.error[outcome.error],
            "detail" in outcome && outcome.detail && campaignCopy.about(outcome.detail),
          ]
            .filter(Boolean)
            .join(" "),
        });
  return noticePath(
    campaignPath(params.id!, isEdition(locale) ? locale : undefined),
    outcome.ok ? { done: "campaign-saved" } : { error: outcome.error },
  );
});
