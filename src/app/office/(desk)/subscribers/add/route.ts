import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { addReader, type ListProblem } from "@/server/newsletter/list";
import { officeRoute } from "@/server/office/guard";

/** The subscribers page's notice for each reason a reader is not added. */
const REFUSALS = {
  email: "reader-email",
  language: "bad-change",
  "consent-source": "reader-consent-source",
  "consent-date": "reader-consent-date",
  "consent-owner": "reader-consent-owner",
  "already-reader": "reader-already",
  repeated: "reader-already",
} as const satisfies Record<ListProblem, string>;

/**
 * Adds a reader by hand (staff): mailed to confirm, or, with the consent fields an owner fills in, confirmed with
 * the consent's source and day recorded.
 */
export const POST = officeRoute("staff", async ({ db, person, form }) => {
  const page = "/office/subscribers";
  const locale = form.locale === "nl" ? "nl" : form.locale === "en" ? "en" : undefined;
  if (!locale) return noticePath(page, { error: "bad-change" });
  const source = (form.consentSource ?? "").trim();
  const day = (form.consentAt ?? "").trim();
  const consent =
    source || day
      ? { source, at: /^\d{4}-\d\d-\d\d$/.test(day) ? new Date(`${day}T00:00:00Z`) : new Date(Number.NaN) }
      : undefined;
  const added = await addReader(db, person, { email: form.email ?? "", locale, consent }, config().siteUrl);
  if (!added.ok) return noticePath(page, { error: REFUSALS[added.problem] });
  return noticePath(`/office/subscribers/${added.id}`, { done: "reader-added" });
});
