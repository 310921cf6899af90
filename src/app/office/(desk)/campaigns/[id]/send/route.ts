import { noticePath } from "@/content/office";
import { headquarters } from "@/content/site";
import { zonedMoment } from "@/lib/time-zones";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { sendCampaign } from "@/server/newsletter/campaigns";
import { wakeOutbox } from "@/server/runtime";

/** Sends a draft to every confirmed reader, now or at a time in the headquarters' zone: owners only. */
export const POST = officeRoute("owner", async ({ db, person, form, params }) => {
  const page = `/office/campaigns/${encodeURIComponent(params.id!)}`;
  let at: Date | undefined;
  if (form.when === "later") {
    const moment = zonedMoment(form.at ?? "", headquarters.timeZone);
    if (!moment) return noticePath(page, { error: "past" });
    at = moment;
  }
  const outcome = await sendCampaign(db, person, params.id!, config().siteUrl, at);
  if (!outcome.ok) return noticePath(page, { error: outcome.error });
  wakeOutbox();
  return noticePath(page, { done: at ? "campaign-scheduled" : "campaign-sending" });
});
