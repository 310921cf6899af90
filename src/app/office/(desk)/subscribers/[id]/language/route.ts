import { noticePath } from "@/content/office";
import { setReaderLanguage } from "@/server/newsletter/list";
import { officeRoute } from "@/server/office/guard";

/** Changes the edition a reader receives (staff). */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const page = `/office/subscribers/${encodeURIComponent(params.id!)}`;
  const locale = form.locale === "nl" ? "nl" : form.locale === "en" ? "en" : undefined;
  if (!locale) return noticePath(page, { error: "bad-change" });
  if (!(await setReaderLanguage(db, person, params.id!, locale)))
    return noticePath("/office/subscribers", { error: "unknown-reader" });
  return noticePath(page, { done: "reader-language" });
});
