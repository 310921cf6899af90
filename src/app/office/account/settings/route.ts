import { noticePath } from "@/content/office";
import { officeRoute } from "@/server/office/guard";
import { personalSettings, savePersonalSettings } from "@/server/office/staff";

/** The person's own settings from the account page: the name colleagues see, and the morning digest. */
export const POST = officeRoute("staff", async ({ db, person, form }) => {
  const settings = personalSettings.safeParse(form);
  if (!settings.success) return noticePath("/office/account", { error: "name-long" });
  await savePersonalSettings(db, person, settings.data);
  return noticePath("/office/account", { done: "settings-saved" });
});
