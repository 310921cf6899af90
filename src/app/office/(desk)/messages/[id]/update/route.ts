import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { changeLead, leadChange } from "@/server/office/leads";

/** The message page's forms: status, spam or not, owner, a new note. Back to the page with what happened. */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const page = `/office/messages/${encodeURIComponent(params.id!)}`;
  const change = leadChange.safeParse(form);
  if (!change.success) {
    const error = form.action === "note" ? (form.note?.trim() ? "note-long" : "note-empty") : "bad-change";
    return noticePath(page, { error });
  }
  const outcome = await changeLead(db, person, params.id!, change.data);
  if (!outcome.ok)
    return outcome.error === "unknown-message"
      ? noticePath("/office", { error: "unknown-message" })
      : noticePath(page, { error: outcome.error });
  return noticePath(page, { done: outcome.done }, change.data.action === "note" ? "#notes" : "");
});
