import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { erasePerson, personEmail, privacyFiles } from "@/server/privacy/requests";

/** "Erase everything": an owner erases every record of one address, after ticking the confirmation. */
export const POST = officeRoute("owner", async ({ db, person, form }) => {
  const address = personEmail.safeParse(form.address ?? "");
  if (!address.success) return noticePath("/office/privacy", { error: "person-email" });
  if (form.confirm !== "yes")
    return noticePath(`/office/privacy?address=${encodeURIComponent(address.data)}`, {
      error: "confirm-erase",
    });
  await erasePerson(db, person, address.data, privacyFiles());
  return noticePath("/office/privacy", { done: "erased" });
});
