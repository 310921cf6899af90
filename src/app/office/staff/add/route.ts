import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { addStaff, staffEmail, staffRole } from "@/server/office/staff";

/** An owner adds a person to the staff. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const email = staffEmail.safeParse(form.email);
  if (!email.success) return noticePath("/office/staff", { error: "email" });
  const role = staffRole.safeParse(form.role);
  if (!role.success) return noticePath("/office/staff", { error: "role" });
  const result = await addStaff(db, person, email.data, role.data, { siteUrl: config().siteUrl });
  return result.ok
    ? noticePath("/office/staff", { done: "staff-added" })
    : noticePath("/office/staff", { error: result.reason });
});
