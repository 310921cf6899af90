import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { duplicateCampaign } from "@/server/newsletter/campaigns";

/** "Duplicate as a new draft": a draft with this campaign's words, opened at once. */
export const POST = officeRoute("staff", async ({ db, person, params }) => {
  const copy = await duplicateCampaign(db, person, params.id!);
  if (!copy) return noticePath("/office/campaigns", { error: "unknown-campaign" });
  return noticePath(`/office/campaigns/${copy}`, { done: "campaign-duplicated" });
});
