import { campaignCopy, noticePath, officeNotices, officeTime } from "@/content/office";
import { json } from "@/server/http";
import { officeAction, officeJson } from "@/server/office/http";
import { draftFromForm, saveCampaign } from "@/server/newsletter/campaigns";

/**
 * Saves a draft: the editor's script as one types (it asks for JSON and is told when it was saved), or the
 * "Save draft" button without JavaScript (back to the page with what happened).
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (request.headers.get("accept")?.includes("application/json"))
    return officeJson(request, async (db, person, body) => {
      const form = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
      const outcome = await saveCampaign(db.db, person, id, draftFromForm(form));
      return outcome.ok
        ? json(200, { message: campaignCopy.autosaved(officeTime(new Date())) })
        : json(422, { message: officeNotices.error[outcome.error] });
    });
  return officeAction(request, "any", async ({ db, person, form }) => {
    const outcome = await saveCampaign(db.db, person, id, draftFromForm(form));
    return noticePath(
      `/office/campaigns/${encodeURIComponent(id)}`,
      outcome.ok ? { done: "campaign-saved" } : { error: outcome.error },
    );
  });
}
