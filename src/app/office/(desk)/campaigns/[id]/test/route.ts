import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeAction } from "@/server/office/http";
import { sendTest } from "@/server/newsletter/campaigns";
import { wakeOutbox } from "@/server/runtime";

/** "Send a test to me": the draft as saved, to the signed-in person's address only. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return officeAction(request, "any", async ({ db, person }) => {
    const outcome = await sendTest(db.db, person, id, config().siteUrl);
    if (outcome.ok) wakeOutbox();
    return noticePath(
      `/office/campaigns/${encodeURIComponent(id)}`,
      outcome.ok ? { done: "campaign-test-sent" } : { error: outcome.error },
    );
  });
}
