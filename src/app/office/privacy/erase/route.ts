import { noticePath } from "@/content/office";
import { officeAction } from "@/server/office/http";
import { erasePerson, personEmail } from "@/server/privacy/requests";

/** "Erase everything": an owner erases every record of one address, after ticking the confirmation. */
export function POST(request: Request) {
  return officeAction(request, "owner", async ({ db, person, form }) => {
    const address = personEmail.safeParse(form.address ?? "");
    if (!address.success) return noticePath("/office/privacy", { error: "person-email" });
    if (form.confirm !== "yes")
      return noticePath(`/office/privacy?address=${encodeURIComponent(address.data)}`, {
        error: "confirm-erase",
      });
    await erasePerson(db.db, person, address.data);
    return noticePath("/office/privacy", { done: "erased" });
  });
}
