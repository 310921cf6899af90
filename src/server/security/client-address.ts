// Who is asking. The production server (scripts/server.ts) uses this on every request to name the client in a
// header (and the network it is counted by); the app (./address.ts) reads that header and nothing else.

import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";
import { shared } from "../shared-state";

declare module "../shared-state" {
  interface SharedState {
    /** The secret that proves the client-address header was set by our server. */
    clientAddressSecret?: string;
  }
}

/** The header the app reads the client address from; anything a client sends under this name is replaced. */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/**
 * The header that proves our server set CLIENT_ADDRESS_HEADER: a secret the server makes when it starts and
 * shares with the app in the same process. Started any other way (`next start`), there is no secret, so a
 * client that sends these headers itself is not believed.
 */
export const CLIENT_ADDRESS_PROOF_HEADER = "x-client-address-proof";

/** Makes this process's secret (the server calls it once, at start). */
export function createClientAddressSecret(): string {
  shared.clientAddressSecret = randomBytes(24).toString("hex");
  return shared.clientAddressSecret;
}

/** This process's secret, or undefined when the site was not started by our server. */
export function clientAddressSecret(): string | undefined {
  return shared.clientAddressSecret;
}

/**
 * The client's address, for the server to put in CLIENT_ADDRESS_HEADER: the address the right-most
 * X-Forwarded-For entry names (the one our proxy added) when the proxy is trusted, else the address of the
 * connection. An entry that names no address ("unknown", "_hidden", garbage) counts as the connection's, the
 * proxy's own: used as it is, a client could be given a fresh limit with each way of writing it. Empty list
 * elements are not entries (RFC 9110, 5.6.1).
 */
export function resolveClientAddress(
  request: Pick<IncomingMessage, "headers"> & { socket: { remoteAddress?: string } },
  trustProxy: boolean,
): string {
  const own = canonicalAddress(request.socket.remoteAddress ?? "") ?? "unknown";
  if (!trustProxy) return own;
  const forwarded = String(request.headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return canonicalAddress(forwarded.at(-1) ?? "") ?? own;
}

/**
 * The address a forwarded entry or a socket names, written one way, so that one client always has one key; null
 * when it names none. A port is dropped (`203.0.113.5:80`, `[2001:db8::1]:443`, or RFC 7239's `_obfuscated`);
 * IPv4 is plain decimal (`203.0.113.09` is 203.0.113.9: a proxy writes decimal, so `010` is 10, not octal 8);
 * IPv6 loses its brackets and zone and is written as RFC 5952 writes it (lower case, zeros left out); an
 * IPv4-mapped IPv6 address is the IPv4 address it is.
 */
function canonicalAddress(text: string): string | null {
  const bracketed = /^\[([^\]]*)\](?::(?:\d{1,5}|_[\w.-]+))?$/.exec(text);
  if (bracketed) return ipv6Address(bracketed[1] ?? "");
  const host = /^([^:]*)(?::(?:\d{1,5}|_[\w.-]+))?$/.exec(text)?.[1] ?? text;
  return ipv4Address(host) ?? ipv6Address(host);
}

function ipv4Address(text: string): string | null {
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)?.slice(1).map(Number);
  return octets?.every((octet) => octet <= 255) ? octets.join(".") : null;
}

function ipv6Address(text: string): string | null {
  // A zone (`%eth0`) names our interface, not the client.
  const bare = /^([\da-f:.]+)(?:%[\w.-]+)?$/i.exec(text)?.[1];
  const groups = bare === undefined ? null : ipv6Groups(bare);
  if (!groups) return null;
  const [, , , , , mapped, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) {
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  // A URL writes its IPv6 host as RFC 5952 does.
  return new URL(`http://[${bare}]`).hostname.slice(1, -1);
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split(".").map(Number);
    text = text.slice(0, -tail.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", rest] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = rest ? rest.split(":") : [];
  const fill = rest === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...fill, ...right].map((group) => parseInt(group, 16));
}

/**
 * The network a client is counted and recorded by (decision record 040): an IPv4 address by its /24, an IPv6
 * address by its /48, the block a site is given (a client could otherwise step through the 2^80 addresses below
 * it), an IPv4-mapped IPv6 address as the IPv4 address it is. Anything else ("unknown") as it is. Coarser than one
 * address, so that even the day's keyed hash of it says little about one person.
 */
export function clientNetwork(address: string): string {
  const canonical = canonicalAddress(address);
  if (canonical === null) return address;
  if (isIPv4(canonical)) return `${canonical.split(".").slice(0, 3).join(".")}.0/24`;
  return `${(ipv6Groups(canonical) ?? [])
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`;
}
