import "server-only";
import { forms, isFormId, ANCHOR_FIELD, type FormDef } from "@/lib/forms";
import { config } from "../config";
import { database } from "../db/client";
import { json, seeOther } from "../http";
import { describeError, log } from "../log";
import { wakeOutbox } from "../runtime";
import { signUp } from "../newsletter/service";
import { addressHash, readClientAddress } from "../security/address";
import { isCrossSite } from "../security/origin";
import { consumePost } from "../security/rate-limit";
import { mediaType, parseBody } from "./body";
import { saveDraft } from "./drafts";
import { submitMessage } from "./submit";

/** A browser posting a form without JavaScript: it wants to land on a page, not read JSON. */
function wantsPage(headers: Headers): boolean {
  const type = mediaType(headers);
  const formEncoded = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
  return formEncoded && (headers.get("accept") ?? "").includes("text/html");
}

/**
 * Where a post without JavaScript lands: the page it came from (same site only), at the form's block.
 * A post from the review page returns to the form's own page.
 */
function landing(request: Request, form: FormDef, anchor: unknown, outcome: "sent" | "error"): string {
  const siteUrl = config().siteUrl;
  let page = form.page;
  try {
    const referer = new URL(request.headers.get("referer") ?? "");
    const host = request.headers.get("host");
    if ((referer.origin === siteUrl || referer.host === host) && !referer.pathname.startsWith("/forms/")) {
      page = referer.pathname;
    }
  } catch {
    // No usable Referer: the form's own page.
  }
  const block = typeof anchor === "string" && /^[a-z][a-z0-9-]{0,40}$/.test(anchor) ? anchor : form.anchor;
  return new URL(`${page}#${block}-${outcome}`, siteUrl).toString();
}

/** POST /api/forms/{form}: the one way every public form reaches the firm. */
export async function handleFormPost(request: Request, formId: string): Promise<Response> {
  if (!isFormId(formId)) return json(404, { error: `There is no form called "${formId}".` });
  const form = forms[formId];
  const page = wantsPage(request.headers);
  const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
    page ? seeOther(landing(request, form, undefined, "error")) : json(status, { error }, headers);

  const settings = config();
  if (isCrossSite(request.headers, settings.siteUrl)) {
    log.warn({ form: formId, status: 403 }, "form post refused: cross-site");
    return json(403, { error: "Forms can only be sent from this website." });
  }

  try {
    const db = await database();
    const clientHash = await addressHash(db, readClientAddress(request.headers));
    const rate = await consumePost(db, clientHash, settings.rateLimit);
    if (!rate.allowed) {
      log.warn({ form: formId, status: 429 }, "form post refused: rate limit");
      return fail(429, "Too many messages from your address. Please try again later.", {
        "retry-after": String(rate.retryAfterSeconds),
      });
    }

    const body = await parseBody(request);
    if (!body.ok) {
      log.warn({ form: formId, status: body.status }, "form post refused: body");
      return fail(body.status, body.error);
    }

    const context = {
      database: db,
      siteUrl: settings.siteUrl,
      mailTo: settings.mailTo,
      clientHash,
      userAgent: request.headers.get("user-agent"),
    };
    const result =
      form.id === "newsletter"
        ? await signUp(body.data, context)
        : await submitMessage(form.id, body.data, context);
    if (!result.ok) {
      log.info({ form: formId, status: 422, fields: Object.keys(result.errors) }, "form post invalid");
      if (!page) return json(422, { errors: result.errors });
      const draft = await saveDraft(db, form, body.data, result.errors);
      return seeOther(new URL(`/forms/review/${draft}`, settings.siteUrl).toString());
    }
    if (result.outcome === "stored" || result.outcome === "queued") wakeOutbox();
    const id = "id" in result ? result.id : undefined;
    log.info({ form: formId, submissionId: id, outcome: result.outcome }, "form post accepted");
    if (page) return seeOther(landing(request, form, body.data[ANCHOR_FIELD], "sent"));
    // A sign-up answers without an id, which would tell a stranger whether the address was new.
    return id ? json(201, { id }) : json(202, { status: "Check your inbox to confirm." });
  } catch (error) {
    log.error({ form: formId, reason: describeError(error) }, "form post failed");
    return fail(503, "The message could not be stored just now. Please try again in a minute.", {
      "retry-after": "60",
    });
  }
}
