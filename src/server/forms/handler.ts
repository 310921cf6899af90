import "server-only";
import { forms, isFormId, ANCHOR_FIELD, type FormDef } from "@/lib/forms/definitions";
import { validateForm } from "@/lib/forms/validate";
import { config } from "../config";
import { database } from "../db/client";
import { formDrafts } from "../db/schema";
import { describeError, log } from "../log";
import { wakeOutbox } from "../runtime";
import { subscribe } from "../newsletter/service";
import { addressHash, clientAddress } from "../security/address";
import { isCrossSite } from "../security/origin";
import { consumePost } from "../security/rate-limit";
import { mediaType, parseBody } from "./body";
import { submitMessage } from "./submit";

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });

const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });

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
    const clientHash = await addressHash(db, clientAddress(request.headers));
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

    const showErrors = async (errors: Record<string, string>) => {
      log.info({ form: formId, status: 422, fields: Object.keys(errors) }, "form post invalid");
      if (!page) return json(422, { errors });
      const values = Object.fromEntries(
        form.fields.map((field) => {
          const value = body.data[field.name];
          return [field.name, typeof value === "string" && value !== "" ? value : (field.defaultValue ?? "")];
        }),
      ) as Record<string, string>;
      const [draft] = await db.db
        .insert(formDrafts)
        .values({ form: formId, values, errors })
        .returning({ id: formDrafts.id });
      return seeOther(new URL(`/forms/review/${draft!.id}`, settings.siteUrl).toString());
    };

    if (form.id === "newsletter") {
      const validation = validateForm(form, body.data);
      if (!validation.ok) return showErrors(validation.errors);
      const queued = validation.spam
        ? false
        : await subscribe(validation.values.email!, { database: db, siteUrl: settings.siteUrl, clientHash });
      if (queued) wakeOutbox();
      log.info(
        { form: formId, outcome: validation.spam ? "spam" : queued ? "queued" : "unchanged" },
        "newsletter",
      );
      return page
        ? seeOther(landing(request, form, body.data[ANCHOR_FIELD], "sent"))
        : json(202, { status: "Check your inbox to confirm." });
    }

    const result = await submitMessage(form, body.data, {
      database: db,
      siteUrl: settings.siteUrl,
      mailTo: settings.mailTo,
      clientHash,
      userAgent: request.headers.get("user-agent"),
    });
    if (!result.ok) return showErrors(result.errors);
    if (result.outcome === "stored") wakeOutbox();
    log.info({ form: formId, submissionId: result.id, outcome: result.outcome }, "form stored");
    return page
      ? seeOther(landing(request, form, body.data[ANCHOR_FIELD], "sent"))
      : json(201, { id: result.id });
  } catch (error) {
    log.error({ form: formId, reason: describeError(error) }, "form post failed");
    return fail(503, "The message could not be stored just now. Please try again in a minute.", {
      "retry-after": "60",
    });
  }
}
