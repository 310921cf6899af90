import { noticePath } from "@/content/office";
import "server-only";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { officePolicy } from "@/content/policy";
import { config } from "../config";
import { database, type Database } from "../db/client";
import type { StaffRole } from "../db/schema";
import { parseBody } from "../forms/body";
import { databaseUnavailable, json, seeOther } from "../http";
import { sessionFor, type SignedIn } from "./sessions";

/**
 * The office's one cookie: HttpOnly, SameSite=Strict, sent only under /office, and on an https site Secure with
 * the `__Secure-` prefix, which browsers refuse to accept without it. Visitors of the public site get none.
 */
export const sessionCookieName = () => (config().https ? "__Secure-office-session" : "office-session");

const attributes = (maxAge: number) =>
  [
    "Path=/office",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${maxAge}`,
    ...(config().https ? ["Secure"] : []),
  ].join("; ");

export const sessionCookie = (token: string) =>
  `${sessionCookieName()}=${token}; ${attributes(officePolicy.sessionMaxDays * 86_400)}`;

export const clearedSessionCookie = () => `${sessionCookieName()}=; ${attributes(0)}`;

/** The person signed in to this request's browser, or null (for pages and route handlers alike; once a request). */
export const signedIn = cache(async (): Promise<SignedIn | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return null;
  return sessionFor((await database()).db, token);
});

/** For an office page: the signed-in person, or a redirect to the sign-in page. Every page asks, not the layout. */
export async function requireStaff(): Promise<SignedIn> {
  const person = await signedIn();
  if (!person) redirect("/office/sign-in");
  return person;
}

/**
 * Whether a post comes from the office's own pages. Stricter than the public forms' check: a browser always
 * says where a post comes from (Sec-Fetch-Site, or Origin), and a post that says nothing is not from a browser
 * on our pages, so it is refused too.
 */
export function fromOurPages(headers: Headers): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite) return fetchSite === "same-origin";
  return headers.get("origin") === config().siteUrl;
}

const refusal = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

/** The answer to a member of staff who asks for what only owners may do. */
export const ownersOnlyRefusal = () => refusal(403, "Refused: only an owner of the office can do this.");

const crossSiteRefusal = () =>
  refusal(403, "Refused: office changes can only be made from the office's own pages.");

/** The fields of a posted form, as strings (a field sent twice keeps its last value). */
export type Posted = Record<string, string>;

export interface OfficeAction {
  db: Database;
  person: SignedIn;
  form: Posted;
}

/**
 * The checks of every post to the office, signed in or not: refused when it does not come from our pages (403) or
 * its body cannot be read (400); a database that does not answer is a 503. Otherwise `act` answers.
 */
export async function officePost(
  request: Request,
  act: (db: Database, body: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  if (!fromOurPages(request.headers)) return crossSiteRefusal();
  const body = await parseBody(request);
  if (!body.ok) return refusal(body.status, body.error);
  try {
    return await act(await database(), body.data);
  } catch (error) {
    return databaseUnavailable(error, new URL(request.url).pathname);
  }
}

/**
 * officePost for a signed-in person: nobody signed in is `signedOut`; a role that may not do it is 403.
 */
function guardedPost(
  request: Request,
  role: StaffRole | "any",
  signedOut: () => Response,
  act: (db: Database, person: SignedIn, body: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  return officePost(request, async (db, body) => {
    const person = await signedIn();
    if (!person) return signedOut();
    if (role === "owner" && person.role !== "owner") return ownersOnlyRefusal();
    return act(db, person, body);
  });
}

/** A form post of the office: `act` returns where the browser goes next (a path of the office, 303). */
export function officeAction(
  request: Request,
  role: StaffRole | "any",
  act: (action: OfficeAction) => Promise<string>,
): Promise<Response> {
  return guardedPost(
    request,
    role,
    () => seeOther(noticePath("/office/sign-in", { error: "signed-out" })),
    async (db, person, body) => {
      const form = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
      return seeOther(await act({ db, person, form }));
    },
  );
}

/** A script's post of the office (the passkey ceremony): `act` answers JSON. */
export function officeJson(
  request: Request,
  act: (db: Database, person: SignedIn, body: Record<string, unknown>) => Promise<Response>,
): Promise<Response> {
  return guardedPost(
    request,
    "any",
    () => json(401, { message: "Your session has ended. Sign in again." }),
    act,
  );
}
