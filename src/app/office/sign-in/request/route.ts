import { noticePath } from "@/content/office";
import { config } from "@/server/config";
import { seeOther } from "@/server/http";
import { officePost } from "@/server/office/http";
import { requestSignInLink } from "@/server/office/sign-in";
import { wakeOutbox } from "@/server/runtime";
import { clientNetwork, readClientAddress } from "@/server/security/address";

/** "Send me a link": the same answer for every address (see server/office/sign-in.ts). */
export function POST(request: Request) {
  return officePost(request, async (db, body) => {
    const result = await requestSignInLink(db, {
      email: body.email,
      network: clientNetwork(readClientAddress(request.headers)),
      siteUrl: config().siteUrl,
    });
    if (result.outcome === "invalid") return seeOther(noticePath("/office/sign-in", { error: "email" }));
    if (result.outcome === "limited") return seeOther(noticePath("/office/sign-in", { error: "limited" }));
    wakeOutbox();
    return seeOther("/office/sign-in/sent");
  });
}
