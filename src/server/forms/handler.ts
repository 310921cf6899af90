import "server-only";
import { formsIn, isFormId, ANCHOR_FIELD, PAGE_FIELD, type FormDef, type FormId } from "@/lib/forms";
import { formPages, localeOf } from "@/content/routes";
import { config } from "../config";
import { database } from "../db/client";
import { bytesResponse, json, seeOther } from "../http";
import { describeError, log } from "../log";
import { signUp } from "../newsletter/service";
import { clientNetwork, readClientAddress } from "../security/address";
import { dailyHash } from "../security/keys";
import { isCrossSite } from "../security/origin";
import { consumePost } from "../security/rate-limit";
import { parseBody } from "./body";
import { saveDraft } from "./drafts";
import { noteRefusal, NOT_STORED_NOW, TOO_MANY_POSTS, wantsPage } from "./post-rules";
import type { PageAnswer } from "../serving/form-posts";
import { retryAnswer } from "./retry";
import { submitMessage } from "./submit";
import { leadSource } from "../stats/sources";

/** A path of this site that a form may return to: no scheme, host or `//`, and not the API or a review page. */
const RETURN_PATH = /^\/(?![/\\])[A-Za-z0-9/_-]{0,200}$/;

/**
 * The form in the language of the page it was sent from (the `_page` field; English when it names none): the
 * language of its errors, its review page and the mail a sign-up receives.
 */
function formFrom<Id extends FormId>(formId: Id, fields: Record<string, unknown>) {
  const claimed = fields[PAGE_FIELD];
  return formsIn(typeof claimed === "string" ? localeOf(claimed) : "en")[formId];
}

/**
 * The page of this site the form says it was on (the `_page` field), when it names one a form can be on: a path,
 * not the API or a review page. The office shows it as the message's source.
 */
function claimedPage(fields: Record<string, unknown>): string | undefined {
  const claimed = fields[PAGE_FIELD];
  return typeof claimed === "string" &&
    RETURN_PATH.test(claimed) &&
    !/^\/(api|forms|nl\/formulieren)(\/|$)/.test(claimed)
    ? claimed
    : undefined;
}

/**
 * Where a post without JavaScript lands, as a path of this site (a relative Location, so it works under any
 * origin the site is served from): the page the form says it is on, or the form's own page, at the form's block.
 * Never taken from a request header. A post from a review page returns to the form's own page.
 */
function landing(form: FormDef, fields: Record<string, unknown>, outcome: "sent" | "error"): string {
  const page = claimedPage(fields) ?? form.page;
  const anchor = fields[ANCHOR_FIELD];
  const block = typeof anchor === "string" && /^[a-z][a-z0-9-]{0,40}$/.test(anchor) ? anchor : form.anchor;
  return `${page}#${block}-${form.words.outcomes[outcome]}`;
}

/**
 * A post without JavaScript from a network the server already knows to be over its limit (serving/form-posts.ts
 * answers it past Next.js): its form page, filled in from the template, as bytes the server writes as they are
 * (a web Response around them cost a fifth of each refusal), or the form's error block.
 */
export async function refusedFormPage(
  request: Request,
  formId: string,
  retryAfterSeconds: number,
): Promise<Response | PageAnswer> {
  if (!isFormId(formId)) return json(404, { error: `There is no form called "${formId}".` });
  if (isCrossSite(request.headers, config().siteUrl))
    return json(403, { error: "Forms can only be sent from this website." });
  const body = await parseBody(request).catch(() => null);
  const fields = body?.ok ? body.data : {};
  const form = formFrom(formId, fields);
  const filled = await retryAnswer(form, fields, 429, retryAfterSeconds);
  return filled ?? seeOther(landing(form, fields, "error"));
}

/** POST /api/forms/{form}: the one way every public form reaches the firm. */
export async function handleFormPost(request: Request, formId: string): Promise<Response> {
  if (!isFormId(formId)) return json(404, { error: `There is no form called "${formId}".` });
  // English until the body names the page it came from.
  let form: FormDef = formsIn("en")[formId];
  const page = wantsPage(request.headers.get("content-type"), request.headers.get("accept"));
  // What the post carried, once read: a failure without JavaScript returns to the page it came from.
  let fields: Record<string, unknown> = {};
  const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
    page ? seeOther(landing(form, fields, "error")) : json(status, { error }, headers);
  // Without JavaScript, a post the server cannot take now comes back as its form page, filled in, saying when
  // to try again (server/forms/retry.ts); the body is read for that if it was not yet.
  const refusedPage = async (status: 429 | 503, retryAfterSeconds: number) => {
    if (!page) return null;
    if (Object.keys(fields).length === 0 && !request.bodyUsed) {
      const body = await parseBody(request).catch(() => null);
      if (body?.ok) fields = body.data;
    }
    form = formFrom(formId, fields);
    const filled = await retryAnswer(form, fields, status, retryAfterSeconds);
    return filled && bytesResponse(filled);
  };

  const settings = config();
  if (isCrossSite(request.headers, settings.siteUrl)) {
    log.warn({ form: formId, status: 403 }, "form post refused: cross-site");
    return json(403, { error: "Forms can only be sent from this website." });
  }

  try {
    const db = await database();
    // Counted, and kept, by network (an IPv4 /24, an IPv6 /48: see clientNetwork), under the day's keyed hash.
    const network = clientNetwork(readClientAddress(request.headers));
    const clientHash = dailyHash(network);
    const rate = await consumePost(db, clientHash, settings.rateLimit);
    if (!rate.allowed) {
      // The server refuses this network's further scripted posts itself until the window ends.
      noteRefusal(network, rate.retryAfterMs);
      log.warn({ form: formId, status: 429 }, "form post refused: rate limit");
      const filled = await refusedPage(429, rate.retryAfterSeconds);
      if (filled) return filled;
      return fail(429, TOO_MANY_POSTS, {
        "retry-after": String(rate.retryAfterSeconds),
      });
    }

    const body = await parseBody(request);
    if (!body.ok) {
      log.warn({ form: formId, status: body.status }, "form post refused: body");
      return fail(body.status, body.error);
    }
    fields = body.data;
    const sent = formFrom(formId, fields);
    form = sent;

    const userAgent = request.headers.get("user-agent");
    const context = {
      database: db,
      siteUrl: settings.siteUrl,
      mailTo: settings.mailTo,
      clientHash,
      userAgent,
      page: claimedPage(fields) ?? null,
      // A message's source, from the day's page reads; a count that fails never fails the post.
      source:
        sent.id === "newsletter"
          ? null
          : await leadSource(db, network, userAgent ?? "").catch((error: unknown) => {
              log.warn({ reason: describeError(error) }, "lead source not found");
              return null;
            }),
    };
    const result =
      sent.id === "newsletter"
        ? await signUp(formsIn(sent.locale).newsletter, body.data, context)
        : await submitMessage(formsIn(sent.locale)[sent.id], body.data, context);
    if (!result.ok) {
      log.info({ form: formId, status: 422, fields: Object.keys(result.errors) }, "form post invalid");
      if (!page) return json(422, { errors: result.errors });
      const draft = await saveDraft(db, sent, body.data, result.errors);
      return seeOther(`${formPages[sent.locale].review}/${draft}`);
    }
    const id = "id" in result ? result.id : undefined;
    log.info({ form: formId, submissionId: id, outcome: result.outcome }, "form post accepted");
    if (page) return seeOther(landing(form, body.data, "sent"));
    // A sign-up answers without an id, which would tell a stranger whether the address was new.
    return id ? json(201, { id }) : json(202, { status: "Check your inbox to confirm." });
  } catch (error) {
    log.error({ form: formId, reason: describeError(error) }, "form post failed");
    const filled = await refusedPage(503, 60).catch(() => null);
    if (filled) return filled;
    return fail(503, NOT_STORED_NOW, {
      "retry-after": "60",
    });
  }
}
