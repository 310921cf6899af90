import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { controlCampaign, type CampaignControl } from "@/server/newsletter/campaigns";
import { wakeOutbox } from "@/server/runtime";

const CONTROLS: readonly CampaignControl[] = ["pause", "resume", "cancel"];

/** Pause, resume or cancel a campaign: owners only. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return officeAction(request, "owner", async ({ db, person, form }) => {
    const page = `/office/campaigns/${encodeURIComponent(id)}`;
    const control = CONTROLS.find((name) => name === form.control);
    if (!control) return noticePath(page, { error: "bad-change" });
    const outcome = await controlCampaign(db.db, person, id, control);
    if (!outcome.ok) return noticePath(page, { error: outcome.error });
    if (control === "resume") wakeOutbox();
    return noticePath(page, { done: `campaign-${control}` });
  });
}
