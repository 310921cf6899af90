import { type DoneCode, type ErrorCode, messageNoticePlace, noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { filterQuery, parseInboxFilter } from "@/server/office/inbox-filter";
import { neighbours } from "@/server/office/inbox";
import { changeLead, leadChange } from "@/server/office/leads";

/**
 * The message page's forms: the triage form (status, owner, follow-up day, note, saved together), "assign to me",
 * "answered by mail", spam or not. Back to the message with what happened, in the list it was opened from (the
 * posted `list`, the inbox's filter as a query), opened at the form that was used with the answer beside it, or on
 * to the next (older) message of that list (`then=next`).
 */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const { filter } = parseInboxFilter(Object.fromEntries(new URLSearchParams(form.list ?? "")));
  const list = filterQuery(filter);
  const at = (id: string) => `/office/messages/${encodeURIComponent(id)}${list}`;
  const page = at(params.id!);
  /** The message's page, opened at the form the notice is about. */
  const back = (notice: { done: DoneCode } | { error: ErrorCode }) => {
    const place = messageNoticePlace["done" in notice ? notice.done : notice.error];
    return noticePath(page, notice, place ? `#${place}` : "");
  };
  const change = leadChange.safeParse(form);
  if (!change.success) {
    // What a form's one text field can get wrong: too long (the browser's own check keeps it from being empty).
    if (form.action === "triage" && (form.note?.trim().length ?? 0) > 0) return back({ error: "note-long" });
    if (form.action === "reply" && (form.reply?.trim().length ?? 0) > 0) return back({ error: "reply-long" });
    return back({ error: "bad-change" });
  }
  const outcome = await changeLead(db, person, params.id!, change.data, {
    siteUrl: config().siteUrl,
    mailFrom: config().mailFrom,
  });
  if (!outcome.ok)
    return outcome.error === "unknown-message"
      ? noticePath("/office", { error: "unknown-message" })
      : back({ error: outcome.error });
  if (outcome.to) return noticePath(at(outcome.to), { done: outcome.done });
  if (form.then !== "next") return back({ done: outcome.done });
  const { older } = await neighbours(db, filter, params.id!, person.staffId);
  return noticePath(older ? at(older) : `/office${list}`, { done: outcome.done });
});
