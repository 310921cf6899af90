import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { controlCampaign, type CampaignControl } from "@/server/newsletter/campaigns";

const CONTROLS: readonly CampaignControl[] = ["pause", "resume", "cancel"];

/** Pause, resume or cancel a campaign: owners only. */
export const POST = officeRoute("owner", async ({ db, person, form, params }) => {
  const page = `/office/campaigns/${encodeURIComponent(params.id!)}`;
  const control = CONTROLS.find((name) => name === form.control);
  if (!control) return noticePath(page, { error: "bad-change" });
  const outcome = await controlCampaign(db, person, params.id!, control);
  if (!outcome.ok) return noticePath(page, { error: outcome.error });
  return noticePath(page, { done: `campaign-${control}` });
});
