import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { removeStaff } from "@/server/office/staff";

/** An owner removes a person: their sessions end with them. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const result = await removeStaff(db, person, form.id ?? "");
  return result.ok
    ? noticePath("/office/staff", { done: "staff-removed" })
    : noticePath("/office/staff", { error: result.reason });
});
