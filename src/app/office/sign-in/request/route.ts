import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { database } from "@/server/db/client";
import { parseBody } from "@/server/forms/body";
import { databaseUnavailable, seeOther } from "@/server/http";
import { crossSiteRefusal, fromOurPages } from "@/server/office/http";
import { requestSignInLink } from "@/server/office/sign-in";
import { wakeOutbox } from "@/server/runtime";
import { clientNetwork, readClientAddress } from "@/server/security/address";

/** "Send me a link": the same answer for every address (see server/office/sign-in.ts). */
export async function POST(request: Request) {
  if (!fromOurPages(request.headers)) return crossSiteRefusal();
  const body = await parseBody(request);
  const email = body.ok ? body.data.email : undefined;
  try {
    const result = await requestSignInLink(await database(), {
      email,
      network: clientNetwork(readClientAddress(request.headers)),
      siteUrl: config().siteUrl,
    });
    if (result.outcome === "invalid") return seeOther(noticePath("/office/sign-in", { error: "email" }));
    if (result.outcome === "limited") return seeOther(noticePath("/office/sign-in", { error: "limited" }));
    wakeOutbox();
    return seeOther("/office/sign-in/sent");
  } catch (error) {
    return databaseUnavailable(error, "/office/sign-in/request");
  }
}
