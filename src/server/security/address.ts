import "server-only";
import { timingSafeEqual } from "node:crypto";

// Set by our server (scripts/server.ts) to the client's address, replacing anything the client sent, with a
// proof that it was our server that set it.
import { CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER, clientAddressSecret } from "./client-address";

export { clientNetwork } from "./client-address";
import { log } from "../log";

let warned = false;

/**
 * The client's address as our server determined it, or "unknown": when the site runs without our server
 * (`next dev`, `next start`), or when the header does not carry our server's proof, the header is the client's
 * own word and is not believed (said once in the log).
 */
export function readClientAddress(headers: Headers): string {
  const secret = clientAddressSecret();
  const proof = headers.get(CLIENT_ADDRESS_PROOF_HEADER);
  if (!secret || !proof || !safeEqual(proof, secret)) {
    if (!warned) {
      warned = true;
      log.warn(
        "client addresses unknown: the site was not started by scripts/server.ts, so every client shares one rate limit",
      );
    }
    return "unknown";
  }
  const value = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return value && value.length <= 64 ? value : "unknown";
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
