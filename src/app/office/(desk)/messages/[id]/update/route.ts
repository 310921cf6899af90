import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { changeLead, leadChange } from "@/server/office/leads";

/** The message page's forms: status, spam or not, owner, a new note. Back to the page with what happened. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return officeAction(request, "any", async ({ db, person, form }) => {
    const page = `/office/messages/${encodeURIComponent(id)}`;
    const change = leadChange.safeParse(form);
    if (!change.success) {
      const error = form.action === "note" ? (form.note?.trim() ? "note-long" : "note-empty") : "bad-change";
      return noticePath(page, { error });
    }
    const outcome = await changeLead(db.db, person, id, change.data);
    if (!outcome.ok)
      return outcome.error === "unknown-message"
        ? noticePath("/office", { error: "unknown-message" })
        : noticePath(page, { error: outcome.error });
    return noticePath(page, { done: outcome.done }, change.data.action === "note" ? "#notes" : "");
  });
}
