// Who is asking. Plain JavaScript, because the production server (scripts/server.mjs, run by plain node) uses it
// on every request to name the client in a header; the app (./address.ts) reads that header and nothing else.

import { randomBytes } from "node:crypto";

/** The header the app reads the client address from; anything a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The header that proves our server set CLIENT_ADDRESS_HEADER: a secret the server makes when it starts and
 * shares with the app in the same process. Started any other way (`next start`), there is no secret, so a
 * client that sends these headers itself is not believed.
 */
export const CLIENT_ADDRESS_PROOF_HEADER = "x-client-address-proof";

const SECRET = Symbol.for("brightwell.clientAddressSecret");

/** Makes this process's secret (the server calls it once, at start). */
export function createClientAddressSecret() {
  globalThis[SECRET] = randomBytes(24).toString("hex");
  return globalThis[SECRET];
}

/** This process's secret, or undefined when the site was not started by our server. */
export function clientAddressSecret() {
  return globalThis[SECRET];
}

/**
 * The client's address, for the server to put in CLIENT_ADDRESS_HEADER: the right-most X-Forwarded-For entry
 * (the one our proxy added) when the proxy is trusted, else the address of the connection.
 */
export function resolveClientAddress(request, trustProxy) {
  if (trustProxy) {
    const forwarded = String(request.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded.at(-1);
  }
  return (request.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}
