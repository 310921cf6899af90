import "server-only";
import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import { noticePath, officeRefusals } from "@/content/office";
import { campaignPolicy, officePolicy } from "@/content/policy";
import { config } from "../config";
import { database, type Database } from "../db/client";
import type { StaffRole } from "../db/schema";
import { bodyBytesFor, parseBody } from "../forms/body";
import { badInput, databaseUnavailable, json, seeOther } from "../http";
import { clientNetwork, readClientAddress } from "../security/address";
import { dailyHash } from "../security/keys";
import { consume } from "../security/rate-limit";
import { sessionFor, type SignedIn } from "./sessions";

/**
 * The office's one guard (decision record 043). Every office page asks `officePage(access)` and every office route
 * is made by `officeRoute(access, handler)`: what a person must be is declared there, once, and nowhere else. The
 * guard checks where a post comes from, who is signed in and in what role, reads the body within the office's
 * limit, and answers every refusal in one shape per kind of request. Only it makes a `Member` or an `Owner`, the
 * typed people the office's domain functions take.
 */

/**
 * The office's session cookie: HttpOnly, SameSite=Strict, sent only under /office, and on an https site Secure with
 * the `__Secure-` prefix, which browsers refuse to accept without it. Visitors of the public site get none.
 */
export const sessionCookieName = () => (config().https ? "__Secure-office-session" : "office-session");

const attributes = (maxAge: number, path = "/office") =>
  [
    `Path=${path}`,
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${maxAge}`,
    ...(config().https ? ["Secure"] : []),
  ].join("; ");

export const sessionCookie = (token: string) =>
  `${sessionCookieName()}=${token}; ${attributes(officePolicy.sessionMaxDays * 86_400)}`;

export const clearedSessionCookie = () => `${sessionCookieName()}=; ${attributes(0)}`;

/**
 * The one other cookie: a new API token on its way from the post that made it to the page that shows it, once
 * (office/api-tokens.ts revealApiToken), for five minutes at most and sent to that page only.
 */
export const newTokenCookieName = () => (config().https ? "__Secure-office-new-token" : "office-new-token");

export const newTokenCookie = (id: string, token: string) =>
  `${newTokenCookieName()}=${id}.${token}; ${attributes(300, "/office/tokens")}`;

/** The new token the page is asked to show, as the cookie carries it, or null. */
export async function newTokenShown(): Promise<{ id: string; token: string } | null> {
  const value = (await cookies()).get(newTokenCookieName())?.value ?? "";
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value);
  return match ? { id: match[1]!, token: match[2]! } : null;
}

/** `response` with a cookie set (a session begun) or cleared (a session ended). */
export function withCookie(response: Response, cookie: string): Response {
  response.headers.append("set-cookie", cookie);
  return response;
}

/**
 * The person signed in to this request's browser, or null, once a request. Not a grant: it tells the sign-in
 * page whether to send the person on. Every page and route that acts asks `officePage` or `officeRoute`.
 */
export const signedIn = cache(async (): Promise<SignedIn | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return null;
  return sessionFor((await database()).db, token);
});

declare const granted: unique symbol;

/**
 * A signed-in member of staff as the guard found them. The brand's key is this module's own, so no other module
 * can write one: a domain function that takes a `Member` can only be given one by the guard.
 */
export type Member = SignedIn & { readonly [granted]: StaffRole };

/** A signed-in owner as the guard found them: what the owners' tasks (sending, staff, erasure) take. */
export type Owner = Member & { readonly role: "owner"; readonly [granted]: "owner" };

/** Who may use an office page or route: anybody (the steps of signing in), any member of staff, or owners only. */
export type Access = "anybody" | "staff" | "owner";

type PersonFor<A extends Access> = A extends "owner" ? Owner : A extends "staff" ? Member : null;

/** Whether `person` may do what `access` asks. */
const mayDo = (person: SignedIn, access: Exclude<Access, "anybody">) =>
  access === "staff" || person.role === "owner";

/**
 * For an office page: the person, when signed in with the role `access` asks. Nobody signed in is sent to the
 * sign-in page; a member of staff on an owners' page gets the office's 403 page (forbidden.tsx).
 */
export async function officePage<A extends "staff" | "owner" = "staff">(
  access: A = "staff" as A,
): Promise<PersonFor<A>> {
  const person = await signedIn();
  if (!person) redirect("/office/sign-in");
  if (!mayDo(person, access)) forbidden();
  return person as PersonFor<A>;
}

/**
 * Whether a request comes from the office's own pages. Stricter than the public forms' check: a browser always
 * says where a post comes from (Sec-Fetch-Site, or Origin), and a post that says neither is not from a browser on
 * our pages, so it is refused too.
 */
export function fromOurPages(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  return headers.get("origin") === config().siteUrl;
}

/**
 * Whether a request is a script's that reads JSON (the office's own scripts say so in Accept, or post JSON), or a
 * browser's that goes to a page (a form posted without JavaScript, a file downloaded). Each kind gets its
 * refusals in its own shape.
 */
export function wantsJson(headers: Headers): boolean {
  return (
    Boolean(headers.get("accept")?.includes("application/json")) ||
    Boolean(headers.get("content-type")?.toLowerCase().startsWith("application/json"))
  );
}

/** Why the guard refuses a request, and the status it answers with. */
const STATUS = {
  "cross-site": 403,
  "signed-out": 401,
  "owners-only": 403,
  "not-text": 400,
  "not-understood": 400,
  limited: 429,
} as const satisfies Partial<Record<keyof typeof officeRefusals, number>>;

type Refusal = keyof typeof STATUS;

/**
 * A refusal in the shape its request reads: JSON `{ message }` for a script; for a browser, the sign-in page with
 * its notice when the session has ended or the sign-in steps are asked too often, else a short text.
 */
function refuse(why: Refusal, reads: boolean, retryAfterSeconds?: number): Response {
  if (!reads && why === "signed-out") return seeOther(noticePath("/office/sign-in", { error: "signed-out" }));
  if (!reads && why === "limited") return seeOther(noticePath("/office/sign-in", { error: "limited" }));
  return problem(STATUS[why], officeRefusals[why], reads, retryAfterSeconds);
}

/** A request the office cannot take: `{ message }` for a script, a short text for a browser. */
function problem(status: number, message: string, reads: boolean, retryAfterSeconds?: number): Response {
  const retry: Record<string, string> = retryAfterSeconds ? { "retry-after": String(retryAfterSeconds) } : {};
  if (reads) return json(status, { message }, retry);
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...retry },
  });
}

/** The fields of a form, as strings (a number or a yes/no as its text; a field sent twice keeps its first value). */
export type Posted = Record<string, string>;

/** The body's fields as text, or null when one holds a list or an object, which no office form sends. */
function textFields(body: Record<string, unknown>): Posted | null {
  const form: Posted = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string") form[name] = value;
    else if (typeof value === "number" || typeof value === "boolean") form[name] = String(value);
    else if (value !== null) return null;
  }
  return form;
}

/** What an office route's handler is given: the person as the guard granted them, and what was sent. */
export interface OfficeRequest<A extends Access> {
  request: Request;
  database: Database;
  db: Database["db"];
  person: PersonFor<A>;
  /** The route's parameters (`[id]`), decoded. */
  params: Record<string, string>;
  /** The posted fields as text (empty for a GET). */
  form: Posted;
  /** The posted body as sent: a script's JSON may hold objects (the passkey ceremony's answer). */
  body: Record<string, unknown>;
  /** The query string. */
  query: URLSearchParams;
  /** Whether the request reads JSON: its refusals did, and its answer should. */
  wantsJson: boolean;
}

export interface RouteOptions {
  /** The body may hold objects and lists (a passkey's answer); by default every field is text. */
  nested?: boolean;
  /** A file posted (an import) is read as its text; by default a file is refused as no office form sends one. */
  files?: boolean;
}

/**
 * The most an office post may weigh: the longest text the office takes (a newsletter's body and its two lines,
 * content/policy.ts), in the most bytes a browser may send it in. A limit that counted characters as bytes would
 * refuse a text the page says it takes.
 */
export const OFFICE_BODY_BYTES = bodyBytesFor(
  campaignPolicy.bodyMaxLength + 2 * campaignPolicy.lineMaxLength,
);

/** Anonymous office requests (the sign-in steps) from one network: at most this many in the window. */
const anonymousRate = officePolicy.anonymousRate;

/**
 * An office route (a route.ts handler, GET or POST). `access` is declared here and nowhere else. In order: a post
 * that does not come from the office's pages is refused (403); an anonymous request over its network's limit is
 * refused (429, or back to the sign-in page); nobody signed in, or a person without the role, is refused (401 or
 * the sign-in page; 403); the body is read within OFFICE_BODY_BYTES (413; 400 when it is not the form it claims,
 * or holds objects where text belongs); then `handle` answers: a path to go to (303) or a Response. Bad input
 * that reaches the database is a 400, a database that does not answer a 503.
 */
export function officeRoute<A extends Access>(
  access: A,
  handle: (request: OfficeRequest<A>) => Promise<Response | string>,
  { nested = false, files = false }: RouteOptions = {},
) {
  return async (
    request: Request,
    context?: { params: Promise<Record<string, string | string[]> | undefined> },
  ): Promise<Response> => {
    const route = new URL(request.url).pathname;
    const reads = wantsJson(request.headers);
    const posted = request.method !== "GET" && request.method !== "HEAD";
    if (posted && !fromOurPages(request.headers)) return refuse("cross-site", reads);
    try {
      const opened = await database();
      let person: SignedIn | null = null;
      if (access === "anybody") {
        const network = clientNetwork(readClientAddress(request.headers));
        const decision = await consume(opened, "office-anonymous", dailyHash(network), anonymousRate);
        if (!decision.allowed) return refuse("limited", reads, decision.retryAfterSeconds);
      } else {
        person = await signedIn();
        if (!person) return refuse("signed-out", reads);
        if (!mayDo(person, access)) return refuse("owners-only", reads);
      }
      let body: Record<string, unknown> = {};
      if (posted) {
        const parsed = await parseBody(request, access === "anybody" ? undefined : OFFICE_BODY_BYTES, {
          filesAsText: files,
        });
        if (!parsed.ok) return problem(parsed.status, parsed.error, reads);
        body = parsed.data;
      }
      const form = textFields(body);
      if (!form && !nested) return refuse("not-text", reads);
      // A route without segments is given no parameters at all.
      const raw = (await context?.params) ?? {};
      const params = Object.fromEntries(
        Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value.join("/") : value]),
      );
      const answer = await handle({
        request,
        database: opened,
        db: opened.db,
        person: person as PersonFor<A>,
        params,
        form: form ?? {},
        body,
        query: new URL(request.url).searchParams,
        wantsJson: reads,
      });
      return typeof answer === "string" ? seeOther(answer) : answer;
    } catch (error) {
      return badInput(error, route)
        ? problem(400, officeRefusals["not-understood"], reads)
        : databaseUnavailable(error, route);
    }
  };
}
