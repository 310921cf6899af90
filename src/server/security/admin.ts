import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "../config";
import { database } from "../db/client";
import { databaseUnavailable, json } from "../http";
import { type Actor, serverToken } from "../office/audit";
import { tokenHolder } from "../office/api-tokens";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Who called an operator endpoint: the person whose office token it was, or the server's ADMIN_TOKEN. */
export interface Operator {
  actor: Actor;
  /** How the audit log says the call came in ("API token Monthly report"). */
  via: string;
}

/**
 * Who may call `/api/admin/*`: a bearer token that is the server's ADMIN_TOKEN (compared in constant time), or a
 * live API token an owner made in the office (office/api-tokens.ts), whose last use is written. Both work side by
 * side; ADMIN_TOKEN is checked first and can only be changed on the server. Anything else is 401. Returns the
 * caller, or the refusal to answer with.
 */
export async function operatorOf(request: Request): Promise<Operator | Response> {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  const expected = config().adminToken;
  if (expected && timingSafeEqual(digest(given), digest(expected)))
    return { actor: serverToken, via: "ADMIN_TOKEN" };
  try {
    const holder = given ? await tokenHolder((await database()).db, given) : null;
    if (holder)
      return { actor: { id: holder.staffId, email: holder.email }, via: `API token ${holder.token}` };
  } catch (error) {
    return databaseUnavailable(error, "admin/token");
  }
  return json(
    401,
    { error: "A valid API token is required: make one in the office (API tokens), or use ADMIN_TOKEN." },
    { "www-authenticate": 'Bearer realm="operator"' },
  );
}
