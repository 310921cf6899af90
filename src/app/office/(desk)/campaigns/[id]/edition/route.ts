import { campaignPath, noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { isEdition, setEdition } from "@/server/newsletter/campaigns";

/** Adds an edition to a draft (`include=yes`) or leaves it out (`include=no`): staff, as writing is. */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const locale = form.locale ?? "";
  const include = form.include === "yes" ? true : form.include === "no" ? false : undefined;
  if (!isEdition(locale) || include === undefined)
    return noticePath(campaignPath(params.id!), { error: "bad-change" });
  const outcome = await setEdition(db, person, params.id!, locale, include);
  return noticePath(
    campaignPath(params.id!, locale),
    outcome.ok
      ? { done: include ? "campaign-edition-add" : "campaign-edition-drop" }
      : { error: outcome.error },
  );
});
