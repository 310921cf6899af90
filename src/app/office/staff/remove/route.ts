import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { actorOf } from "@/server/office/sessions";
import { removeStaff } from "@/server/office/staff";

/** An owner removes a person: their sessions end with them. */
export function POST(request: Request) {
  return officeAction(request, "owner", async ({ db, person, form }) => {
    const result = await removeStaff(db.db, actorOf(person), form.id ?? "");
    return result.ok
      ? noticePath("/office/staff", { done: "staff-removed" })
      : noticePath("/office/staff", { error: result.reason });
  });
}
