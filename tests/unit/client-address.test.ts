import { describe, expect, it } from "vitest";
import { clientNetwork, readClientAddress } from "@/server/security/address";
import { shared } from "@/server/shared-state";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  createClientAddressSecret,
  resolveClientAddress,
} from "@/server/security/client-address";

interface FakeRequest {
  headers: Record<string, string | string[] | undefined>;
  socket: { remoteAddress?: string };
}

const request = (remoteAddress: string | undefined, headers: FakeRequest["headers"] = {}): FakeRequest => ({
  headers,
  socket: { remoteAddress },
});

describe("resolveClientAddress without a trusted proxy", () => {
  it("is the address of the connection", () => {
    expect(resolveClientAddress(request("203.0.113.7"), false)).toBe("203.0.113.7");
    expect(resolveClientAddress(request("2001:db8::1"), false)).toBe("2001:db8::1");
  });

  it("ignores an X-Forwarded-For the client sends", () => {
    expect(resolveClientAddress(request("203.0.113.7", { "x-forwarded-for": "198.51.100.1" }), false)).toBe(
      "203.0.113.7",
    );
    expect(
      resolveClientAddress(
        request("203.0.113.7", { "x-forwarded-for": "198.51.100.1, 198.51.100.2" }),
        false,
      ),
    ).toBe("203.0.113.7");
  });

  it('removes the "::ffff:" prefix of an IPv4 address on an IPv6 socket', () => {
    expect(resolveClientAddress(request("::ffff:203.0.113.7"), false)).toBe("203.0.113.7");
    expect(resolveClientAddress(request("::ffff:127.0.0.1"), false)).toBe("127.0.0.1");
  });

  it("is 'unknown' when the socket has no address", () => {
    expect(resolveClientAddress(request(undefined), false)).toBe("unknown");
  });
});

describe("resolveClientAddress behind a trusted proxy", () => {
  it("is the right-most X-Forwarded-For entry, the one the proxy added", () => {
    expect(resolveClientAddress(request("10.0.0.2", { "x-forwarded-for": "198.51.100.1" }), true)).toBe(
      "198.51.100.1",
    );
    expect(
      resolveClientAddress(
        request("10.0.0.2", { "x-forwarded-for": "1.2.3.4, 198.51.100.9 ,  203.0.113.5" }),
        true,
      ),
    ).toBe("203.0.113.5");
  });

  it("skips empty entries", () => {
    expect(resolveClientAddress(request("10.0.0.2", { "x-forwarded-for": "198.51.100.1, ," }), true)).toBe(
      "198.51.100.1",
    );
  });

  it("falls back to the connection when the header is missing or empty", () => {
    expect(resolveClientAddress(request("::ffff:10.0.0.2"), true)).toBe("10.0.0.2");
    expect(resolveClientAddress(request("10.0.0.2", { "x-forwarded-for": "" }), true)).toBe("10.0.0.2");
    expect(resolveClientAddress(request("10.0.0.2", { "x-forwarded-for": " , " }), true)).toBe("10.0.0.2");
  });
});

describe("resolveClientAddress reads a forwarded entry as the address it names", () => {
  const behindProxy = (forwarded: string, remoteAddress = "10.0.0.2") =>
    resolveClientAddress(request(remoteAddress, { "x-forwarded-for": forwarded }), true);

  it.each([
    // The three examples: each once got a limit of its own.
    ["203.0.113.5:1111", "203.0.113.5"],
    ["[2001:db8:9:9::1]", "2001:db8:9:9::1"],
    ["203.0.113.09", "203.0.113.9"],
    // A port, with or without brackets (an RFC 7239 obfuscated port too).
    ["198.51.100.7:80", "198.51.100.7"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["[2001:db8::1]:_port", "2001:db8::1"],
    // Leading zeros are decimal, as a proxy writes them, never octal.
    ["010.001.000.007", "10.1.0.7"],
    ["203.000.113.005:8080", "203.0.113.5"],
    // An IPv4-mapped IPv6 address is the IPv4 address it is.
    ["::ffff:192.0.2.1", "192.0.2.1"],
    ["[::FFFF:192.0.2.1]:80", "192.0.2.1"],
    ["::ffff:c000:201", "192.0.2.1"],
    // IPv6 in one form: lower case, zeros left out, no zone.
    ["2001:DB8:0:0:0:0:0:1", "2001:db8::1"],
    ["2001:0db8:0000::0001", "2001:db8::1"],
    ["[2001:db8:0:0:A:0:0:1]", "2001:db8::a:0:0:1"],
    ["fe80::1%eth0", "fe80::1"],
  ])("reads %j as %j", (entry, address) => {
    expect(behindProxy(entry)).toBe(address);
    expect(behindProxy(`192.0.2.200, ${entry}`)).toBe(address);
  });

  it.each([
    "unknown",
    "_hidden",
    "_SEVKISEK",
    "1.2.3",
    "999.1.1.1",
    "1.2.3.4.5",
    "1.2.3.0004",
    "0x7f.0.0.1",
    "203.0.113.5:",
    "203.0.113.5:http",
    "[203.0.113.5]",
    "[2001:db8::1",
    "2001:db8::1::2",
    "::ffff:1.2.3.04",
    "fe80::1%",
    "fe80::1%eth 0",
    '"203.0.113.5"',
    "203.0.113.5/24",
    "localhost",
    "<script>",
  ])("counts %j, which names no address, as the proxy's own", (entry) => {
    expect(behindProxy(entry)).toBe("10.0.0.2");
    expect(behindProxy(entry, "::ffff:10.0.0.2")).toBe("10.0.0.2");
    // Never the entry before it, which the client wrote.
    expect(behindProxy(`198.51.100.1, ${entry}`)).toBe("10.0.0.2");
  });

  it("reads the connection's address in the same form", () => {
    for (const [remoteAddress, address] of [
      ["2001:0DB8:0:0::1", "2001:db8::1"],
      ["fe80::1%eth0", "fe80::1"],
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["not an address", "unknown"],
    ] as const) {
      expect(resolveClientAddress(request(remoteAddress), false), remoteAddress).toBe(address);
      expect(resolveClientAddress(request(remoteAddress, { "x-forwarded-for": "unknown" }), true)).toBe(
        address,
      );
    }
  });

  it("gives every way of writing one address one network, forwarded or not", () => {
    for (const forms of [
      ["203.0.113.5", "203.0.113.5:1111", "203.0.113.005", "[::ffff:203.0.113.5]:80", "::FFFF:CB00:7105"],
      [
        "2001:db8:9:9::1",
        "[2001:db8:9:9::1]",
        "[2001:DB8:9:9:0:0:0:1]:443",
        "2001:0db8:0009:0009::0001",
        "2001:db8:9:9::1%eth0",
      ],
    ]) {
      const addresses = new Set(forms.map((form) => behindProxy(form)));
      for (const form of forms) addresses.add(resolveClientAddress(request(form), false));
      expect(addresses.size, forms[0]).toBe(1);
      const networks = new Set(forms.map((form) => clientNetwork(behindProxy(form))));
      expect(networks, forms[0]).toEqual(new Set([clientNetwork(forms[0]!)]));
    }
  });
});

describe("clientNetwork: what the rate limit counts and the records keep", () => {
  it("counts an IPv4 client by its /24", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.0/24");
    expect(clientNetwork("203.0.113.250")).toBe(clientNetwork("203.0.113.7"));
    expect(clientNetwork("203.0.114.7")).not.toBe(clientNetwork("203.0.113.7"));
  });

  it("counts an IPv6 client by its /48, however the address is written", () => {
    const network = clientNetwork("2001:db8:abcd:12::1");
    expect(network).toBe("2001:db8:abcd::/48");
    for (const sibling of [
      "2001:db8:abcd:ffff:ffff:ffff:ffff:ffff",
      "2001:0DB8:ABCD:0012:0:0:0:9",
      "2001:db8:abcd:12::1%eth0",
    ]) {
      expect(clientNetwork(sibling), sibling).toBe(network);
    }
    expect(clientNetwork("2001:db8:abce::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0::/48");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it is", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.0/24");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});

describe("readClientAddress: the app believes only the address our server set", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("without our server's secret (next start, next dev) every client is unknown, whatever it sends", () => {
    delete shared.clientAddressSecret;
    expect(readClientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("unknown");
    expect(
      readClientAddress(
        headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", [CLIENT_ADDRESS_PROOF_HEADER]: "" }),
      ),
    ).toBe("unknown");
  });

  it("with it, the address comes with the proof or not at all", () => {
    const secret = createClientAddressSecret();
    expect(
      readClientAddress(
        headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", [CLIENT_ADDRESS_PROOF_HEADER]: secret }),
      ),
    ).toBe("203.0.113.7");
    expect(
      readClientAddress(
        headers({
          [CLIENT_ADDRESS_HEADER]: "203.0.113.7",
          [CLIENT_ADDRESS_PROOF_HEADER]: `${secret.slice(1)}x`,
        }),
      ),
    ).toBe("unknown");
    expect(readClientAddress(headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7" }))).toBe("unknown");
  });
});
