import { campaignCopy, officeNotices } from "@/content/office";
import { json } from "@/server/http";
import { officeRoute } from "@/server/office/guard";
import { campaignById, campaignProgress } from "@/server/newsletter/campaigns";

/** GET: how far a campaign has gone, for its page's progress bar, which asks every few seconds. */
export const GET = officeRoute("staff", async ({ db, params }) => {
  const campaign = await campaignById(db, params.id!);
  if (!campaign) return json(404, { message: officeNotices.error["unknown-campaign"] });
  const progress = (await campaignProgress(db, [campaign])).get(campaign.id)!;
  return json(200, {
    status: campaign.status,
    statusName: campaignCopy.statusNames[campaign.status],
    recipients: campaign.recipients,
    ...progress,
  });
});
