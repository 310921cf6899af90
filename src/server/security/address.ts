import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { rows, type Database } from "../db/client";

// Set by our server (scripts/server.mjs) to the client's address, replacing anything the client sent.
import { CLIENT_ADDRESS_HEADER } from "../../../scripts/client-address.mjs";

/** The client's address as our server determined it, or "unknown" when running without it (next dev). */
export function clientAddress(headers: Headers): string {
  const value = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return value && value.length <= 64 ? value : "unknown";
}

const salts = new WeakMap<Database, Promise<string>>();

/** This installation's salt for address hashes: made once, kept in the database, shared by every instance. */
function salt(database: Database): Promise<string> {
  let value = salts.get(database);
  if (!value) {
    value = (async () => {
      await database.db.execute(
        sql`INSERT INTO settings (key, value) VALUES ('address_salt', ${randomBytes(32).toString("hex")})
            ON CONFLICT (key) DO NOTHING`,
      );
      const [row] = await rows<{ value: string }>(
        database.db,
        sql`SELECT value FROM settings WHERE key = 'address_salt'`,
      );
      return row!.value;
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
