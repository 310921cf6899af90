import { campaignPath, noticePath } from "@/content/office";
import { headquarters } from "@/content/site";
import { zonedMoment } from "@/lib/time-zones";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { isEdition, sendCampaign } from "@/server/newsletter/campaigns";

/**
 * The number an owner typed to confirm a send: digits, with the spaces, dots and commas people put between
 * thousands ("1,204", "1.204"); undefined when nothing was typed, NaN when it is no number.
 */
function typedNumber(typed: string | undefined): number | undefined {
  const digits = (typed ?? "").replace(/[\s.,']/g, "");
  if (digits === "") return undefined;
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * Sends a draft's editions to the confirmed readers of their languages, now or at a time in the headquarters'
 * zone, once the owner has typed the number of readers it reaches: owners only. Nothing is chosen for them.
 */
export const POST = officeRoute("owner", async ({ db, person, form, params }) => {
  const page = campaignPath(params.id!);
  let at: Date | undefined;
  if (form.when === "later") {
    const moment = zonedMoment(form.at ?? "", headquarters.timeZone);
    if (!moment) return noticePath(page, { error: "past" });
    at = moment;
  } else if (form.when !== "now") return noticePath(page, { error: "no-when" });
  const outcome = await sendCampaign(db, person, params.id!, config().siteUrl, {
    at,
    confirm: typedNumber(form.confirm),
  });
  if (!outcome.ok)
    return noticePath(
      campaignPath(params.id!, outcome.detail && isEdition(outcome.detail) ? outcome.detail : undefined),
      { error: outcome.error },
    );
  return noticePath(page, { done: at ? "campaign-scheduled" : "campaign-sending" });
});
