import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema";

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

const SALT_KEY = "address_salt";
const salts = new WeakMap<Database, Promise<string>>();

/** This installation's salt for address hashes: made once, kept in the database, shared by every instance. */
function salt(database: Database): Promise<string> {
  let value = salts.get(database);
  if (!value) {
    value = (async () => {
      // The first instance to get here makes the salt; every other one reads that one.
      await database.db
        .insert(settings)
        .values({ key: SALT_KEY, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing({ target: settings.key });
      const [row] = await database.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, SALT_KEY));
      if (!row) throw new Error("The address salt was not stored.");
      return row.value;
    })();
    value.catch(() => salts.delete(database));
    salts.set(database, value);
  }
  return value;
}

/**
 * A salted hash of a client address: enough to count posts per address and to spot a flood in the data,
 * without storing the address (a plain hash of an IPv4 address is easy to reverse).
 */
export async function addressHash(database: Database, address: string): Promise<string> {
  return createHash("sha256")
    .update(`${await salt(database)}:${address}`)
    .digest("hex")
    .slice(0, 32);
}
