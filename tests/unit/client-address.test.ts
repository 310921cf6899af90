import { describe, expect, it } from "vitest";
import { clientNetwork, readClientAddress } from "@/server/security/address";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  createClientAddressSecret,
  resolveClientAddress,
} from "@/server/security/client-address.mjs";

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

describe("clientNetwork: what the rate limit counts", () => {
  it("counts an IPv4 client by its address", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("203.0.113.8")).not.toBe(clientNetwork("203.0.113.7"));
  });

  it("counts an IPv6 client by its /64, however the address is written", () => {
    const network = clientNetwork("2001:db8:abcd:12::1");
    expect(network).toBe("2001:db8:abcd:12::/64");
    for (const sibling of [
      "2001:db8:abcd:12:ffff:ffff:ffff:ffff",
      "2001:0DB8:ABCD:0012:0:0:0:9",
      "2001:db8:abcd:12::1%eth0",
    ]) {
      expect(clientNetwork(sibling), sibling).toBe(network);
    }
    expect(clientNetwork("2001:db8:abcd:13::1")).not.toBe(network);
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address it is", () => {
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("leaves anything that is not an address as it is", () => {
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});

describe("readClientAddress: the app believes only the address our server set", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("without our server's secret (next start, next dev) every client is unknown, whatever it sends", () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("brightwell.clientAddressSecret")];
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
