import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "../config";
import { json } from "../http";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Checks the operator's bearer token in constant time. Without ADMIN_TOKEN the operator endpoints do not exist
 * (404); a missing or wrong token is 401. Returns the refusal, or null when the caller may go on.
 */
export function refuseUnlessAdmin(request: Request): Response | null {
  const expected = config().adminToken;
  if (!expected) return json(404, { error: "Not found." });
  const given = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "")?.[1] ?? "";
  if (timingSafeEqual(digest(given), digest(expected))) return null;
  return json(
    401,
    { error: "A valid operator token is required." },
    { "www-authenticate": 'Bearer realm="operator"' },
  );
}
