import { campaignPath, noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { setInArchive } from "@/server/newsletter/campaigns";

/** Keeps a campaign out of the public archives (`show=no`) or lets it in (`show=yes`): staff. */
export const POST = officeRoute("staff", async ({ db, person, form, params }) => {
  const show = form.show === "yes" ? true : form.show === "no" ? false : undefined;
  if (show === undefined) return noticePath(campaignPath(params.id!), { error: "bad-change" });
  const outcome = await setInArchive(db, person, params.id!, show);
  return noticePath(
    campaignPath(params.id!),
    outcome.ok ? { done: show ? "campaign-archive-in" : "campaign-archive-out" } : { error: outcome.error },
  );
});
