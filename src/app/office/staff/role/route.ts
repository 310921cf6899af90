import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { actorOf } from "@/server/office/sessions";
import { changeRole, staffRole } from "@/server/office/staff";

/** An owner changes a person's role. */
export function POST(request: Request) {
  return officeAction(request, "owner", async ({ db, person, form }) => {
    const role = staffRole.safeParse(form.role);
    if (!role.success) return noticePath("/office/staff", { error: "role" });
    const result = await changeRole(db.db, actorOf(person), form.id ?? "", role.data);
    return result.ok
      ? noticePath("/office/staff", { done: "role-changed" })
      : noticePath("/office/staff", { error: result.reason });
  });
}
