import { officeAction } from "@/server/office/http";
import { createCampaign } from "@/server/newsletter/campaigns";

/** "New campaign": an empty draft, opened at once. */
export function POST(request: Request) {
  return officeAction(request, "any", async ({ db, person }) => {
    return `/office/campaigns/${await createCampaign(db.db, person)}`;
  });
}
