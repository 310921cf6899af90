import { officeRoute } from "@/server/office/guard";
import { createCampaign } from "@/server/newsletter/campaigns";

/** "New campaign": an empty draft, opened at once. */
export const POST = officeRoute(
  "staff",
  async ({ db, person }) => `/office/campaigns/${await createCampaign(db, person)}`,
);
