import { campaignCopy } from "@/content/office";
import { database } from "@/server/db/client";
import { databaseUnavailable, json } from "@/server/http";
import { signedIn } from "@/server/office/http";
import { campaignById, campaignProgress } from "@/server/newsletter/campaigns";

/** GET: how far a campaign has gone, for its page's progress bar, which asks every few seconds. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  try {
    const person = await signedIn();
    if (!person) return json(401, { message: "Your session has ended. Sign in again." });
    const { id } = await params;
    const { db } = await database();
    const campaign = await campaignById(db, id);
    if (!campaign) return json(404, { message: "No such campaign." });
    const progress = (await campaignProgress(db, [campaign])).get(id)!;
    return json(200, {
      status: campaign.status,
      statusName: campaignCopy.statusNames[campaign.status],
      recipients: campaign.recipients,
      ...progress,
    });
  } catch (error) {
    return databaseUnavailable(error, "/office/campaigns/progress");
  }
}
