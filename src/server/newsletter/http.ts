import "server-only";
import { config } from "../config";
import { database } from "../db/client";
import { json, seeOther } from "../http";
import { describeError, log } from "../log";
import { isCrossSite } from "../security/origin";
import { parseBody } from "../forms/body";
import { confirmSubscription, unsubscribe } from "./service";
import { newsletterPaths } from "@/content/routes";
import type { Locale } from "@/types/facts";

/**
 * Where the confirm and unsubscribe buttons land, in the language of the page they were pressed on (the form's
 * `lang` field); the fragment picks the message (CSS :target).
 */
const statusIn = (locale: Locale) => (fragment: string) =>
  seeOther(`${newsletterPaths[locale].status}#${fragment}`);

/**
 * POST /api/newsletter/{confirm|unsubscribe}. The token comes from the button's form, or, for a mail client's
 * one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click` in the body), from the link's query string.
 */
export async function handleNewsletterAction(request: Request, action: "confirm" | "unsubscribe") {
  if (isCrossSite(request.headers, config().siteUrl)) {
    return json(403, { error: "This can only be done from this website." });
  }
  const body = await parseBody(request);
  const data = body.ok ? body.data : {};
  const oneClick = data["List-Unsubscribe"] === "One-Click";
  const status = statusIn(data.lang === "nl" ? "nl" : "en");
  const token = String(data.token ?? new URL(request.url).searchParams.get("token") ?? "");
  try {
    const db = await database();
    const outcome =
      action === "confirm" ? await confirmSubscription(db, token) : await unsubscribe(db, token);
    log.info({ action, outcome, oneClick }, "newsletter link");
    if (oneClick) {
      return json(outcome === "done" ? 200 : 404, { status: outcome });
    }
    if (outcome === "invalid") return status("link-expired");
    return status(action === "confirm" ? "confirmed" : "unsubscribed");
  } catch (error) {
    log.error({ action, reason: describeError(error) }, "newsletter link failed");
    return oneClick
      ? json(503, { error: "Please try again later." }, { "retry-after": "60" })
      : status("try-again");
  }
}
