// Who is asking: used by scripts/server.mjs on every request, and by the app (src/server/security/address.ts),
// which reads the header named here and nothing else.

/** The header the app reads the client address from; anything a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The client's address: the right-most X-Forwarded-For entry (the one our proxy added) when the proxy is
 * trusted, else the address of the connection.
 */
export function clientAddress(request, trustProxy) {
  if (trustProxy) {
    const forwarded = String(request.headers["x-forwarded-for"] ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (forwarded.length > 0) return forwarded.at(-1);
  }
  return (request.socket.remoteAddress ?? "unknown").replace(/^::ffff:/, "");
}
