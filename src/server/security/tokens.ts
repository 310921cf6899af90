import { createHash, randomBytes } from "node:crypto";

/**
 * The random tokens of links and cookies (newsletter links, sign-in links, office sessions): 32 random bytes,
 * base64url, of which only the SHA-256 hash is ever stored. A stolen database holds no token that works.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Tokens are 43 base64url characters; anything else is not worth a query. */
export function plausibleToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
