import { describe, expect, it } from "vitest";
import { isCrossSite } from "@/server/security/origin";

const SITE = "https://www.example.com";

const crossSite = (headers: Record<string, string>) => isCrossSite(new Headers(headers), SITE);

describe("isCrossSite with Sec-Fetch-Site", () => {
  it("allows same-origin requests and requests the visitor started themselves", () => {
    expect(crossSite({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(crossSite({ "sec-fetch-site": "none" })).toBe(false);
  });

  it("refuses cross-site and same-site requests", () => {
    expect(crossSite({ "sec-fetch-site": "cross-site" })).toBe(true);
    expect(crossSite({ "sec-fetch-site": "same-site" })).toBe(true);
  });

  it("believes Sec-Fetch-Site over a matching Origin", () => {
    expect(crossSite({ "sec-fetch-site": "cross-site", origin: SITE })).toBe(true);
  });

  it("refuses an unknown Sec-Fetch-Site value", () => {
    expect(crossSite({ "sec-fetch-site": "whatever" })).toBe(true);
  });
});

describe("isCrossSite with Origin", () => {
  it("allows the site's own origin", () => {
    expect(crossSite({ origin: SITE })).toBe(false);
    expect(crossSite({ origin: SITE, host: "internal:3000" })).toBe(false);
  });

  it("allows the origin of the host the request was sent to", () => {
    expect(crossSite({ origin: "http://127.0.0.1:4123", host: "127.0.0.1:4123" })).toBe(false);
    expect(
      crossSite({
        origin: "https://preview.example.net",
        "x-forwarded-host": "preview.example.net",
        "x-forwarded-proto": "https",
        host: "127.0.0.1:3000",
      }),
    ).toBe(false);
  });

  it("refuses other origins", () => {
    expect(crossSite({ origin: "https://evil.example" })).toBe(true);
    expect(crossSite({ origin: "https://evil.example", host: "www.example.com" })).toBe(true);
    expect(crossSite({ origin: "http://www.example.com", host: "www.example.com:8080" })).toBe(true);
    expect(crossSite({ origin: "https://www.example.com.evil.example" })).toBe(true);
    expect(crossSite({ origin: "http://www.example.com" })).toBe(true);
  });

  it('refuses the opaque origin "null"', () => {
    expect(crossSite({ origin: "null" })).toBe(true);
    expect(crossSite({ origin: "null", host: "www.example.com" })).toBe(true);
  });

  it("allows a request with neither header (curl, mail clients)", () => {
    expect(crossSite({})).toBe(false);
    expect(crossSite({ host: "www.example.com" })).toBe(false);
  });
});
