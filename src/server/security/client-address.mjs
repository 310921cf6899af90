// Who is asking. Plain JavaScript, because the production server (scripts/server.mjs, run by plain node) uses it
// on every request to name the client in a header; the app (./address.ts) reads that header and nothing else.

/** The header the app reads the client address from; anything a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

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
