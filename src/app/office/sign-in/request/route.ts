import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { officeRoute } from "@/server/office/guard";
import { requestSignInLink } from "@/server/office/sign-in";
import { clientNetwork, readClientAddress } from "@/server/security/address";

/** "Send me a link": the same answer, after the same work, for every address (see server/office/sign-in.ts). */
export const POST = officeRoute("anybody", async ({ database, form, request }) => {
  const result = await requestSignInLink(database, {
    email: form.email,
    network: clientNetwork(readClientAddress(request.headers)),
    siteUrl: config().siteUrl,
  });
  if (result.outcome === "invalid") return noticePath("/office/sign-in", { error: "email" });
  if (result.outcome === "limited") return noticePath("/office/sign-in", { error: "limited" });
  return "/office/sign-in/sent";
});
