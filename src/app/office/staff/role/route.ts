import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { changeRole, staffRole } from "@/server/office/staff";

/** An owner changes a person's role. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const role = staffRole.safeParse(form.role);
  if (!role.success) return noticePath("/office/staff", { error: "role" });
  const result = await changeRole(db, person, form.id ?? "", role.data);
  return result.ok
    ? noticePath("/office/staff", { done: "role-changed" })
    : noticePath("/office/staff", { error: result.reason });
});
